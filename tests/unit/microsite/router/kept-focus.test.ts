// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocusWithoutScrolling } from '../../../../src/microsite/router/kept-focus.ts';

// Astro's swap gives a kept element its focus back with focus(), which in
// Chromium scrolls the new page to it; the wrapped swap gives it back without
// scrolling (in three engines: tests/e2e/smoke/microsite.smoke.ts).

afterEach(() => {
  document.body.innerHTML = '';
});

/** A swap as Astro's: the kept footer moved into a new body, its focused element refocused plainly. */
function astroLikeSwap(): () => void {
  return () => {
    const focused = document.activeElement;
    const kept = document.querySelector('[data-astro-transition-persist]');
    const body = document.createElement('body');
    body.innerHTML = '<main><a href="/new">new</a></main>';
    if (kept) body.append(kept);
    document.body.replaceWith(body);
    if (focused instanceof HTMLElement && focused.closest('[data-astro-transition-persist]'))
      focused.focus();
  };
}

describe('focus kept across a swap', () => {
  it('gives a kept element its focus back without scrolling', () => {
    document.body.innerHTML = `<main><a href="/old">old</a></main>
      <div data-astro-transition-persist="footer"><a id="home" href="/">home</a></div>`;
    const link = document.querySelector<HTMLElement>('#home');
    link?.focus();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const event = { swap: astroLikeSwap() };
    keepFocusWithoutScrolling(event, document);
    event.swap();
    expect(document.activeElement).toBe(link);
    expect(document.querySelector('main a')?.getAttribute('href')).toBe('/new');
    // Astro's own focus() found nothing focused to give back: only ours ran.
    expect(focus.mock.calls).toEqual([[{ preventScroll: true }]]);
    focus.mockRestore();
  });

  it('leaves a swap with the focus outside what is kept as Astro does it', () => {
    document.body.innerHTML = `<main><a id="old" href="/old">old</a></main>
      <div data-astro-transition-persist="footer"><a href="/">home</a></div>`;
    document.querySelector<HTMLElement>('#old')?.focus();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const event = { swap: astroLikeSwap() };
    keepFocusWithoutScrolling(event, document);
    event.swap();
    expect(focus).not.toHaveBeenCalled();
    expect(document.querySelector('main a')?.getAttribute('href')).toBe('/new');
    focus.mockRestore();
  });
});
