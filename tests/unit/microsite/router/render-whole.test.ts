// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  renderWhole,
  renderedOnApproach,
  renderWholeAfterJumps,
  renderWholeForSwap,
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

const fakeWindow = (state: unknown) => {
  const document = page();
  const scrolls: [number, number][] = [];
  return {
    scrolls,
    window: {
      document,
      history: { state } as History,
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
    // Important: above the footer's first-frame animation, which overrides
    // a normal inline declaration (in Chromium: footer-first-frame.spec.ts).
    const footer = document.querySelector<HTMLElement>('footer');
    expect(footer?.style.getPropertyPriority('content-visibility')).toBe('important');
  });

  it('renders whole, for a swap, the next page and what the router keeps of the current one', () => {
    // Back and Forward are no click on a link: the current page may never
    // have been rendered whole (in three engines: microsite.smoke.ts).
    const current = new DOMParser().parseFromString(
      `<main><section class="section"></section></main>
        <div data-astro-transition-persist="footer"><footer class="site-footer"></footer></div>
        <footer class="site-footer" data-astro-transition-persist="other"></footer>`,
      'text/html',
    );
    const next = page();
    renderWholeForSwap(current, next);
    expect(visibility(next)).toEqual(['visible', 'visible', '', 'visible']);
    // The section is left with the page; the kept footers go on.
    expect(visibility(current)).toEqual(['', 'visible', 'visible']);
  });

  it('renders a page whose history entry holds a position whole, then scrolls there again', () => {
    // Reloaded, back from history, or loaded again at the same address.
    const { window, scrolls } = fakeWindow({ index: 2, scrollX: 0, scrollY: 4050 });
    restoreSavedPositionWhole(window);
    expect(visibility(window.document)).toEqual(['visible', 'visible', '', 'visible']);
    expect(scrolls).toEqual([[0, 4050]]);
  });

  it('leaves a page with no position saved (a new history entry, or the top) as it is', () => {
    for (const state of [null, { index: 0 }, { index: 0, scrollX: 0, scrollY: 0 }]) {
      const { window, scrolls } = fakeWindow(state);
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

  it('at the end of a jump of more than a screen, draws what lies above the screen, the middle kept in place', () => {
    const document = new DOMParser().parseFromString(
      `<main>
        <section class="section" id="above"><article class="winner-card" id="above-card"></article></section>
        <section class="section" id="straddling">
          <article class="winner-card" id="gone-card"></article><article class="winner-card" id="shown-card"></article>
        </section>
        <section class="section" id="below"><article class="winner-card" id="below-card"></article></section>
      </main><footer class="site-footer" id="footer"></footer>`,
      'text/html',
    );
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    const drawn = (id: string) => byId(id).style.contentVisibility === 'visible';
    // Boxes as a jump to the middle of the page leaves them: the cards of the
    // section above are known only once it is drawn (it grows by 150 px).
    const boxes: Record<string, () => [number, number]> = {
      above: () => [-2000, drawn('above') ? -1350 : -1500],
      'above-card': () => (drawn('above') ? [-1900, -1400] : [Number.NaN, Number.NaN]),
      straddling: () => [-700, 500],
      'gone-card': () => [-650, -100],
      below: () => [900, 1500],
      'below-card': () => [Number.NaN, Number.NaN],
      footer: () => [1600, 2200],
    };
    const read: string[] = [];
    for (const [id, box] of Object.entries(boxes))
      byId(id).getBoundingClientRect = () => {
        read.push(id);
        const [top, bottom] = box();
        return { top, bottom } as DOMRect;
      };
    // Drawing the section above moves what is below it down by 150 px.
    const middle = byId('shown-card');
    middle.getBoundingClientRect = () => {
      const shift = drawn('above') ? 150 : 0;
      return { top: 200 + shift, bottom: 450 + shift } as DOMRect;
    };
    document.elementFromPoint = () => middle;

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
    // Step by step: nothing is read or drawn.
    for (const y of [500, 1000, 1500]) scrollTo(y);
    expect(read).toEqual([]);
    // A jump.
    scrollTo(4000);
    expect(
      [
        'above',
        'above-card',
        'straddling',
        'gone-card',
        'shown-card',
        'below',
        'below-card',
        'footer',
      ].filter(drawn),
    ).toEqual(['above', 'above-card', 'gone-card']);
    // What is below the screen's top was not measured inside an undrawn section.
    expect(read).not.toContain('below-card');
    expect(scrolls).toEqual([150]);
    stop();
  });
});
