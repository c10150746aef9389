// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  renderWhole,
  renderedOnApproach,
  renderWholeAfterJumps,
  renderWholeOnLinkClicks,
  restoreSavedPositionWhole,
} from '../../../../src/microsite/router/render-whole.ts';

// What the page lays out only near the screen (rendered-on-approach.css) is
// rendered whole before a script scrolls to a position computed from the
// layout: otherwise the position lands where the estimated heights put it.
// (The real scrolls, in Chromium: tests/e2e/microsite/navigation-timing.spec.ts.)

const page = () => {
  const document = new DOMParser().parseFromString(
    `<main><section class="section" id="a"><article class="winner-card"></article></section>
      <section class="hero"></section></main><footer class="site-footer"></footer>`,
    'text/html',
  );
  return document;
};
const visibility = (document: Document) =>
  [...document.querySelectorAll<HTMLElement>('section, article, footer')].map(
    (element) => element.style.contentVisibility,
  );

const fakeWindow = (type: string, state: unknown) => {
  const document = page();
  const scrolls: [number, number][] = [];
  return {
    scrolls,
    window: {
      document,
      history: { state } as History,
      performance: {
        getEntriesByType: (entryType: string) => (entryType === 'navigation' ? [{ type }] : []),
      } as unknown as Performance,
      scrollTo: ((x: number, y: number) => {
        scrolls.push([x, y]);
      }) as Window['scrollTo'],
    },
  };
};

describe('render whole', () => {
  it('renders whole exactly what the stylesheet draws only near the screen', () => {
    const css = readFileSync(
      join(import.meta.dirname, '../../../../src/microsite/styles/rendered-on-approach.css'),
      'utf8',
    ).replace(/\/\*[\s\S]*?\*\//g, '');
    const selectors = (list: string) =>
      list
        .split(',')
        .map((selector) => selector.trim())
        .sort();
    const rules = [...css.matchAll(/([^{}]+)\{\s*content-visibility:\s*auto/g)];
    expect(rules).toHaveLength(1);
    expect(selectors(rules[0]?.[1] ?? '')).toEqual(selectors(renderedOnApproach));
  });

  it('draws the sections, the cards and the footer as any other element', () => {
    const document = page();
    renderWhole(document);
    expect(visibility(document)).toEqual(['visible', 'visible', '', 'visible']);
  });

  it('renders a reloaded page whole, then scrolls to its saved position again', () => {
    for (const type of ['reload', 'back_forward']) {
      const { window, scrolls } = fakeWindow(type, { index: 2, scrollX: 0, scrollY: 4050 });
      restoreSavedPositionWhole(window);
      expect(visibility(window.document)).toEqual(['visible', 'visible', '', 'visible']);
      expect(scrolls).toEqual([[0, 4050]]);
    }
  });

  it('leaves a page navigated to afresh, or with nothing saved, as it is', () => {
    for (const [type, state] of [
      ['navigate', { index: 0, scrollX: 0, scrollY: 900 }],
      ['reload', { index: 0, scrollX: 0, scrollY: 0 }],
      ['reload', null],
    ] as const) {
      const { window, scrolls } = fakeWindow(type, state);
      restoreSavedPositionWhole(window);
      expect(visibility(window.document)).toEqual(['', '', '', '']);
      expect(scrolls).toEqual([]);
    }
  });

  it('renders the page whole on a click on a link, before the router hears of it, until stopped', () => {
    document.body.innerHTML = `<section class="section"><a href="/x"><span>x</span></a><p>text</p></section>`;
    const section = document.querySelector<HTMLElement>('.section');
    const seenByRouter: string[] = [];
    const router = () => seenByRouter.push(section?.style.contentVisibility ?? '');
    document.addEventListener('click', router);
    const stop = renderWholeOnLinkClicks({ document, scrollBy: () => {} });
    document.querySelector('p')?.click();
    expect(section?.style.contentVisibility).toBe('');
    document.querySelector('span')?.click();
    expect(seenByRouter).toEqual(['', 'visible']);
    // Rendered whole for the rest of the page's life: a second click has nothing to do.
    section?.style.removeProperty('content-visibility');
    document.querySelector('span')?.click();
    expect(section?.style.contentVisibility).toBe('');
    stop();
    document.removeEventListener('click', router);
    const stopAgain = renderWholeOnLinkClicks({ document, scrollBy: () => {} });
    stopAgain();
    document.querySelector('span')?.click();
    expect(section?.style.contentVisibility).toBe('');
  });

  it('renders the page whole at the end of a jump of more than a screen, once', () => {
    const document = page();
    const events = new EventTarget();
    const scrolls: number[] = [];
    const window = {
      document,
      scrollY: 0,
      innerWidth: 400,
      innerHeight: 800,
      scrollBy: ((options: ScrollToOptions) =>
        scrolls.push(options.top ?? 0)) as Window['scrollBy'],
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    };
    const stop = renderWholeAfterJumps(window as unknown as Window);
    const scrollTo = (y: number) => {
      window.scrollY = y;
      events.dispatchEvent(new Event('scrollend'));
    };
    // Step by step: everything on the way was drawn.
    for (const y of [500, 1000, 1500, 2000]) scrollTo(y);
    expect(visibility(document)).toEqual(['', '', '', '']);
    // A jump: from 2,000 to 4,000.
    scrollTo(4000);
    expect(visibility(document)).toEqual(['visible', 'visible', '', 'visible']);
    // Once: the listener is gone (a later jump finds nothing to do).
    for (const element of document.querySelectorAll<HTMLElement>('[style]'))
      element.removeAttribute('style');
    scrollTo(9000);
    expect(visibility(document)).toEqual(['', '', '', '']);
    expect(scrolls).toEqual([]);
    stop();
  });
});
