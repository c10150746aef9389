// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  renderWhole,
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
    stop();
    document.removeEventListener('click', router);
    section?.style.removeProperty('content-visibility');
    document.querySelector('span')?.click();
    expect(section?.style.contentVisibility).toBe('');
  });
});
