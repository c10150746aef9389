// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  isSamePageHashClick,
  setupHashScroll,
} from '../../../../src/microsite/router/hash-scroll.ts';

// spec §2: a hash link on the same page scrolls smoothly to its anchor; no
// animation under reduced motion (issue 7). The browser does the scrolling;
// here we check which clicks count and how the viewport is told to scroll.

const click = (link: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('same-page hash links', () => {
  it('recognises a plain click on a link to an anchor of this page', () => {
    window.history.replaceState(null, '', '/best-design-awards/2024/');
    document.body.innerHTML = `
      <a id="same" href="#packaging">same page</a>
      <a id="absolute" href="/best-design-awards/2024/#packaging">same page, full address</a>
      <a id="other" href="/best-design-awards/2023/#packaging">other page</a>
      <a id="plain" href="/best-design-awards/2024/">no hash</a>`;
    const check = (id: string, init?: MouseEventInit) => {
      let result: HTMLAnchorElement | null = null;
      const link = document.getElementById(id);
      link?.addEventListener(
        'click',
        (event) => {
          result = isSamePageHashClick(event, window.location);
          event.preventDefault();
        },
        { once: true },
      );
      if (link) click(link, init);
      return result !== null;
    };
    expect(check('same')).toBe(true);
    expect(check('absolute')).toBe(true);
    expect(check('other')).toBe(false);
    expect(check('plain')).toBe(false);
    expect(check('same', { ctrlKey: true })).toBe(false);
  });

  it('scrolls smoothly for that one jump, and instantly under reduced motion', () => {
    window.history.replaceState(null, '', '/best-design-awards/2024/');
    document.body.innerHTML =
      '<a id="same" href="#packaging">same</a><a id="other" href="/best-design-awards/2023/">other</a>';
    let reduced = false;
    const stop = setupHashScroll({
      document,
      location: window.location,
      prefersReducedMotion: () => reduced,
    });
    const root = document.documentElement;
    const prevent = (event: Event) => event.preventDefault();
    document.addEventListener('click', prevent);

    expect(root.style.scrollBehavior).toBe('auto');
    click(document.getElementById('other') as Element);
    expect(root.style.scrollBehavior).toBe('auto');
    click(document.getElementById('same') as Element);
    expect(root.style.scrollBehavior).toBe('smooth');
    document.dispatchEvent(new Event('scrollend'));
    expect(root.style.scrollBehavior).toBe('auto');

    reduced = true;
    click(document.getElementById('same') as Element);
    expect(root.style.scrollBehavior).toBe('auto');
    document.removeEventListener('click', prevent);
    stop();
  });
});
