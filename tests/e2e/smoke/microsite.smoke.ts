import { describe, expect, it } from 'vitest';
import type { EnginePage } from '../../support/engines/driver/engine-page.ts';
import { browserPerFile } from './support/browser-per-file.ts';
import { drawnWholeAppearance as appearance } from '../../support/page-appearance.ts';
import { inkShare, type Box } from '../../support/png-colours.ts';

// The awards microsite in the engine named by ENGINE (issue 14), on the
// reference server: Astro's client router from the index to a category and a
// year, one 'Navigated to …' announcement per navigation, the left drawer
// (menu button, Escape, close button, backdrop) before and after Astro's
// island runtime has arrived, a header menu that needs React on its first
// click, Back restoring the scroll position, a reload after a jump keeping the
// reader's place, the footer's link home landing at the top, Back to where
// that link was clicked from a page reloaded since, the footer's social icons
// (CSS masks, read from a screenshot's pixels), the favicon (a data URL in the
// page, drawn on a canvas), and the 404 page, in English and in German. The
// Chromium-only Playwright tests (tests/e2e/microsite/) check the same
// behaviours in depth; this file checks that every engine gets them.
// Every engine can make every check here, so none is skipped.

const handle = browserPerFile();

/** A page of the file's browser, closed when the test ends, pass or fail (browserPerFile). */
const newPage = (): Promise<EnginePage> => handle.browser().newPage();

// Functions run in the page: each is self-contained (the drivers serialise it).

/** The paths of the navigation documents the page fetched, in order (src/microsite/navigation-document.ts). */
function navigationDocumentsFetched(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('/index.nav.html'));
}

/**
 * Astro's router and the microsite's navigation run (both are added after the
 * first paint, AfterFirstPaint.astro; a click before then is a full page load).
 */
function navigationRunning(): boolean {
  return (
    document.readyState === 'complete' &&
    document.querySelector('script[data-astro-exec][src*="/ClientRouter."]') !== null &&
    (window as unknown as Record<symbol, unknown>)[
      Symbol.for('best-design-awards.navigation.v1')
    ] === true
  );
}

/**
 * Marks this document and starts noting every text that appears in a live
 * region (`aria-live`: ours and Astro's own announcer, were it kept), in order.
 * Both live on `window`, so they survive only if the document is never reloaded.
 */
function markDocumentAndListen(): void {
  const record = window as unknown as { smokeMark?: string; smokeHeard?: string[] };
  record.smokeMark = 'same document';
  const heard: string[] = [];
  record.smokeHeard = heard;
  let before = new Map<Element, string>();
  new MutationObserver(() => {
    const now = new Map<Element, string>();
    for (const region of document.querySelectorAll('[aria-live]')) {
      const text = region.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (text === '') continue;
      now.set(region, text);
      if (before.get(region) !== text) heard.push(text);
    }
    before = now;
  }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
}

/** What the live regions have said since markDocumentAndListen, or null if the document was replaced. */
function heard(): string[] | null {
  const record = window as unknown as { smokeMark?: string; smokeHeard?: string[] };
  return record.smokeMark === 'same document' ? (record.smokeHeard ?? null) : null;
}

/** Whether the document is the one markDocumentAndListen marked. */
function sameDocument(): boolean {
  return (window as unknown as { smokeMark?: string }).smokeMark === 'same document';
}

/** The page's main heading, as it reads. */
function mainHeading(): string {
  return document.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/**
 * The page at `path` with `heading` is in place and its navigation is over:
 * the router announced it and the entering transition has ended (so Astro's
 * own announcer, 60 ms after the swap, would have spoken by now).
 */
function navigatedTo(path: string, heading: string): boolean {
  const main = document.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim();
  return (
    location.pathname === path &&
    main === heading &&
    document.querySelector('[data-route-announcer]')?.textContent !== '' &&
    !document.documentElement.hasAttribute('data-awards-navigation')
  );
}

/** Whether Astro's island runtime was asked for (IslandRuntime.astro) and has run, and whether any island is still server-rendered only. */
function islandState(): { requested: boolean; running: boolean; unhydrated: number } {
  return {
    requested: document.querySelector('template[data-island-runtime]') === null,
    running: customElements.get('astro-island') !== undefined,
    unhydrated: document.querySelectorAll('astro-island[ssr]').length,
  };
}

/** Notes, at the moment the drawer opens, whether the island runtime had been asked for. */
function noteDrawerOpenings(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog#site-drawer-left');
  const record = window as unknown as { smokeDrawerOpenings?: boolean[] };
  const openings: boolean[] = [];
  record.smokeDrawerOpenings = openings;
  if (!dialog) return;
  new MutationObserver(() => {
    if (dialog.open)
      openings.push(document.querySelector('template[data-island-runtime]') === null);
  }).observe(dialog, { attributeFilter: ['open'] });
}

/** For each opening of the drawer since noteDrawerOpenings: whether the island runtime had been asked for. */
function drawerOpenings(): boolean[] {
  return (window as unknown as { smokeDrawerOpenings?: boolean[] }).smokeDrawerOpenings ?? [];
}

/** The left drawer is open as a modal dialog, has slid fully in, and holds the focus. */
function drawerShown(): boolean {
  const dialog = document.querySelector<HTMLDialogElement>('dialog#site-drawer-left');
  if (!dialog?.open || !dialog.matches(':modal')) return false;
  const rect = dialog.getBoundingClientRect();
  return rect.width > 0 && Math.abs(rect.left) < 1 && dialog.contains(document.activeElement);
}

/** The left drawer is closed, and the focus is back on the menu button. */
function drawerClosedFocusOnMenu(): boolean {
  const dialog = document.querySelector<HTMLDialogElement>('dialog#site-drawer-left');
  return (
    dialog !== null &&
    !dialog.open &&
    document.activeElement === document.querySelector('.site-header__menu-button')
  );
}

/**
 * A real click on the open drawer's backdrop, halfway between its edge and the
 * viewport's (`closedby="any"` closes it; DialogFallback.astro and Drawer.tsx
 * where the browser lacks that).
 */
async function clickBackdrop(page: EnginePage): Promise<void> {
  const { right, width, height } = await page.evaluate(() => ({
    right: document.querySelector('dialog#site-drawer-left')?.getBoundingClientRect().right ?? 0,
    width: innerWidth,
    height: innerHeight,
  }));
  expect(right).toBeLessThan(width - 40);
  await page.clickAt(Math.round((right + width) / 2), Math.round(height / 2));
}

/** Whether the menu button's aria-expanded is `expanded` (React's, once hydrated; the server's invoker has none). */
function menuExpanded(expanded: 'true' | 'false'): boolean {
  const button = document.querySelector('.site-header__menu-button');
  return button?.getAttribute('aria-expanded') === expanded;
}

/** Whether the header's first dropdown ('Get a design') is `open`, its button saying so. */
function headerMenuOpen(open: boolean): boolean {
  const button = document.querySelector('header.site-header .site-dropdown__button');
  const panel = document.querySelector('header.site-header .site-dropdown__panel');
  const shown =
    panel !== null && panel.checkVisibility() && panel.getBoundingClientRect().height > 0;
  return shown === open && button?.getAttribute('aria-expanded') === String(open);
}

const scrollTop = () => Math.round(window.scrollY);

/** Waits for the page at `path` with `heading` to be in place, its navigation over (navigatedTo). */
async function arrivedAt(page: EnginePage, path: string, heading: string): Promise<void> {
  await page.waitFor(navigatedTo, { message: `"${heading}" at ${path}` }, path, heading);
}

/** Whether the focused element matches `selector`. */
function hasFocus(selector: string): boolean {
  return document.activeElement?.matches(selector) ?? false;
}

/** Whether the element at `selector` is `top` px from the viewport's top, to a pixel. */
function topWithinPixel(selector: string, top: number): boolean {
  const element = document.querySelector(selector);
  return !!element && Math.abs(Math.round(element.getBoundingClientRect().top) - top) <= 1;
}

/** Remembers (as `topAtClick`) where `selector` is on screen at the next click, before the page hears it. */
function rememberTopAtClick(selector: string): void {
  addEventListener(
    'click',
    () => {
      const top = document.querySelector(selector)?.getBoundingClientRect().top;
      if (top !== undefined)
        (window as Window & { topAtClick?: number }).topAtClick = Math.round(top);
    },
    { capture: true, once: true },
  );
}

/** Reloads the page (a timer lets the driver's call return before it goes) and waits for its navigation to run again. */
async function reload(page: EnginePage): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { beforeReload?: boolean }).beforeReload = true;
    setTimeout(() => location.reload(), 0);
  });
  await page.waitFor(
    () =>
      (window as Window & { beforeReload?: boolean }).beforeReload === undefined &&
      performance.getEntriesByType('navigation')[0]?.toJSON().type === 'reload',
    { message: 'the page reloaded' },
  );
  await page.waitFor(navigationRunning, { message: 'the router to start again' });
}

// The two sites the smoke visits, with what a reader sees in each.
const sites = [
  {
    language: 'English',
    home: '/best-design-awards/',
    lang: 'en-US',
    category: { path: '/best-design-awards/categories/packaging/', heading: 'Packaging' },
    year: {
      path: '/best-design-awards/2024/',
      heading: 'Best Design Awards 2024: Craft in the age of AI',
    },
    navigatedTo: (page: string) => `Navigated to ${page}`,
    missing: '/best-design-awards/no-such-page/',
    notFound: 'We couldn’t find that page',
    menu: 'Open main menu',
  },
  {
    language: 'German',
    home: '/best-design-awards/de/',
    lang: 'de-DE',
    category: { path: '/best-design-awards/de/categories/packaging/', heading: 'Verpackung' },
    year: {
      path: '/best-design-awards/de/2024/',
      heading: 'Best Design Awards 2024: Handwerk im Zeitalter der KI',
    },
    navigatedTo: (page: string) => `Navigiert zu ${page}`,
    missing: '/best-design-awards/de/gibt-es-nicht/',
    notFound: 'Diese Seite haben wir nicht gefunden',
    menu: 'Hauptmenü öffnen',
  },
];

interface SocialIcon {
  /** The link's network, from its address. */
  network: string;
  /** The index of the icon's glyph in the file (footer-icons.ts: the order of icon-paths.ts). */
  glyph: string;
  box: Box;
  ink: string;
  paper: string;
}

/**
 * The footer's social icons (a CSS mask over one file of glyphs,
 * footer-icons.ts), scrolled into view, once that file has loaded: where each
 * is, and its link's colour and background; null while the file is loading.
 */
function socialIconsLoaded(): { icons: SocialIcon[]; viewportWidth: number } | null {
  const icons = [...document.querySelectorAll<HTMLElement>('.site-footer__social-link > span')];
  const [first] = icons;
  if (!first) return null;
  first.scrollIntoView({ block: 'center', behavior: 'instant' });
  // Loaded: an image of the same file is (no resource entry to read: Chromium
  // lists none for a file that a style read by script asked for, as this one's
  // while the footer was not yet drawn, rendered-on-approach.css).
  const page = window as Window & { glyphFile?: HTMLImageElement; glyphFileLoaded?: boolean };
  const result: SocialIcon[] = [];
  for (const icon of icons) {
    const style = getComputedStyle(icon);
    const mask =
      style.getPropertyValue('mask-image') || style.getPropertyValue('-webkit-mask-image');
    const file = /url\("?([^")]+)"?\)/.exec(mask)?.[1];
    if (!file) return null;
    if (!page.glyphFile) {
      page.glyphFile = new Image();
      page.glyphFile.onload = () => (page.glyphFileLoaded = true);
      page.glyphFile.src = file;
    }
    if (!page.glyphFileLoaded) return null;
    const link = icon.closest('a');
    if (!link) return null;
    const rect = icon.getBoundingClientRect();
    result.push({
      network: new URL(link.href).hostname.replace(/^www\./, '').split('.')[0] ?? link.href,
      glyph: style.getPropertyValue('--glyph').trim(),
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      ink: getComputedStyle(link).color,
      paper: getComputedStyle(link).backgroundColor,
    });
  }
  return { icons: result, viewportWidth: window.innerWidth };
}

/** Resolves after two frames: what changed before has been painted. */
function twoFrames(): Promise<boolean> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))),
  );
}

/** A screenshot for people to compare the engines: reports/screenshots/smoke/<engine>/. */
function screenshot(page: EnginePage, name: string): Promise<void> {
  return page.screenshot(`reports/screenshots/smoke/${handle.engine}/microsite-${name}.png`);
}

/**
 * Sizes the viewport to a phone's width, 375 px; WebKitGTK's window cannot be
 * narrower than 447 px, so there the phone layout is tested at that width
 * (below 900 px, where the header shows the menu button instead of the navigation).
 */
async function phoneWidth(page: EnginePage): Promise<void> {
  const { width } = await page.setViewport(375, 800);
  expect(width).toBeLessThan(600);
}

/**
 * The page's favicon, drawn at 32 px: the colours of the dark tile, the medal's
 * gold ring and its dark centre, or why it could not be read.
 */
async function faviconColours(): Promise<Record<string, string> | string> {
  const icons = document.head.querySelectorAll('link[rel=icon]');
  const href = icons[0]?.getAttribute('href') ?? '';
  if (icons.length !== 1 || !href.startsWith('data:image/svg+xml,'))
    return `${icons.length} icon link(s), the first to ${href.slice(0, 40)}`;
  const image = new Image();
  image.src = href;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 32;
  const context = canvas.getContext('2d');
  if (!context) return 'no 2D context';
  context.drawImage(image, 0, 0, 32, 32);
  const at = (x: number, y: number) =>
    [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]
      .map((value) => value.toString(16).padStart(2, '0'))
      .join('');
  return { tile: at(3, 28), ring: at(16, 6), centre: at(16, 13) };
}

describe(`the awards microsite in ${handle.engine}`, () => {
  describe.each(sites)('in $language', (site) => {
    it('goes index → category → year through the client router, announcing each page once', async () => {
      const page = await newPage();
      await page.setViewport(1280, 900);
      await page.goto(site.home);
      await page.waitFor(navigationRunning, { message: 'the router to start' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(site.lang);
      await page.evaluate(markDocumentAndListen);

      await page.click([`#categories a[href="${site.category.path}"]`]);
      await arrivedAt(page, site.category.path, site.category.heading);
      expect(await page.evaluate(heard)).toEqual([site.navigatedTo(site.category.heading)]);

      await page.click([`main a[href="${site.year.path}"]`]);
      await arrivedAt(page, site.year.path, site.year.heading);
      expect(await page.evaluate(heard)).toEqual([
        site.navigatedTo(site.category.heading),
        site.navigatedTo(site.year.heading),
      ]);
      // Read in the page's language.
      expect(
        await page.evaluate(() =>
          document.querySelector('[data-route-announcer]')?.getAttribute('lang'),
        ),
      ).toBe(site.lang);
      await screenshot(page, `year-${site.lang}-desktop`);

      // The router loaded each page's navigation document, not the page, and
      // the page it shows is styled and laid out as a first visit shows it.
      expect(await page.evaluate(navigationDocumentsFetched)).toEqual([
        `${site.category.path}index.nav.html`,
        `${site.year.path}index.nav.html`,
      ]);
      const navigated = await appearance(page);
      // WebKitWebDriver holds one session, one page, at a time.
      await page.close();
      const firstVisit = await newPage();
      await firstVisit.setViewport(1280, 900);
      await firstVisit.goto(site.year.path);
      await firstVisit.waitFor(navigationRunning, { message: 'the router to start' });
      expect(await appearance(firstVisit)).toEqual(navigated);
    });

    it('answers an unknown address with the 404 page, whose chrome works', async () => {
      const response = await fetch(new URL(site.missing, handle.baseUrl));
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('data-error-page="not-found"');

      const page = await newPage();
      await phoneWidth(page);
      await page.goto(site.missing);
      expect(await page.evaluate(mainHeading)).toBe(site.notFound);
      expect(new URL(await page.url()).pathname).toBe(site.missing);
      await page.waitFor(navigationRunning, { message: 'the router to start' });
      await page.evaluate(markDocumentAndListen);

      // The header's menu opens the drawer, in the page's language.
      expect(
        await page.evaluate(() =>
          document.querySelector('.site-header__menu-button')?.getAttribute('aria-label'),
        ),
      ).toBe(site.menu);
      await screenshot(page, `404-${site.lang}-phone`);
      await page.click(['.site-header__menu-button']);
      await page.waitFor(drawerShown, { message: 'the drawer to open' });
      await screenshot(page, `404-${site.lang}-phone-drawer`);
      await page.press('Escape');
      await page.waitFor(drawerClosedFocusOnMenu, { message: 'the drawer to close' });

      // Its link home goes there through the router, which loads the home's
      // navigation document: at a phone's width too, the home then looks as
      // a first visit shows it.
      await page.click([`main a[href="${site.home}"]`]);
      await arrivedAt(page, site.home, 'Best Design Awards');
      expect(await page.evaluate(sameDocument)).toBe(true);
      expect(await page.evaluate(navigationDocumentsFetched)).toEqual([
        `${site.home}index.nav.html`,
      ]);
      await screenshot(page, `home-${site.lang}-phone-navigated`);
      const navigated = await appearance(page);
      // WebKitWebDriver holds one session, one page, at a time.
      await page.close();
      const firstVisit = await newPage();
      await phoneWidth(firstVisit);
      await firstVisit.goto(site.home);
      // In the state of the page it is compared with: its navigation running.
      await firstVisit.waitFor(navigationRunning, { message: 'the router to start' });
      expect(await appearance(firstVisit)).toEqual(navigated);
    });
  });

  it('restores the scroll position when the reader goes back', async () => {
    const page = await newPage();
    await page.goto('/best-design-awards/');
    await page.waitFor(navigationRunning, { message: 'the router to start' });
    await page.evaluate(markDocumentAndListen);
    const link = '#years a[href="/best-design-awards/2022/"]';
    // Where the click will leave the page: the driver scrolls its target to the middle.
    await page.evaluate((selector: string) => {
      document.querySelector(selector)?.scrollIntoView({ block: 'center', behavior: 'instant' });
    }, link);
    expect(await page.evaluate(scrollTop)).toBeGreaterThan(500);
    // Where the link is on screen when clicked (the driver centres it again
    // first): heard on the window, before the page's own listeners, for the
    // page may grow above the link as it is rendered whole before the router
    // saves the position (render-whole.ts), keeping the link in place.
    await page.evaluate(rememberTopAtClick, link);

    await page.click([link]);
    const seen = await page.evaluate(() => (window as Window & { topAtClick?: number }).topAtClick);
    if (seen === undefined) throw new Error('the click on the link was not heard');
    const year = 'Best Design Awards 2022: Local roots, global reach';
    await arrivedAt(page, '/best-design-awards/2022/', year);
    expect(await page.evaluate(scrollTop)).toBe(0);

    await page.back();
    await arrivedAt(page, '/best-design-awards/', 'Best Design Awards');
    await page.waitFor(
      topWithinPixel,
      { message: `the link back at ${seen} px from the top` },
      link,
      seen,
    );
    expect(await page.evaluate(heard)).toEqual([
      `Navigated to ${year}`,
      'Navigated to Best Design Awards',
    ]);
  });

  it('keeps the reader in place when the page they jumped down is reloaded', async () => {
    const page = await newPage();
    await page.goto('/best-design-awards/');
    await page.waitFor(navigationRunning, { message: 'the router to start' });
    // A jump (a scrollbar drag, End) over what is drawn only near the screen.
    const link = '#years a[href="/best-design-awards/2022/"]';
    await page.evaluate((selector: string) => {
      document.querySelector(selector)?.scrollIntoView({ block: 'center', behavior: 'instant' });
    }, link);
    expect(await page.evaluate(scrollTop)).toBeGreaterThan(500);
    // The router has saved the position where the page came to rest.
    const savedHere = () =>
      Math.abs(((history.state as { scrollY?: number } | null)?.scrollY ?? -9) - window.scrollY) <
      1;
    await page.waitFor(savedHere, { message: 'the position saved' });
    await new Promise((settled) => setTimeout(settled, 500));
    expect(await page.evaluate(savedHere)).toBe(true);
    const seen = await page.evaluate(
      (selector: string) =>
        Math.round(document.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN),
      link,
    );

    await reload(page);
    await page.waitFor(
      topWithinPixel,
      { message: `the link back at ${seen} px from the top` },
      link,
      seen,
    );
  });

  it("lands at the top of the page the footer's link leads to, the link keeping the focus", async () => {
    // The router keeps the footer and gives the clicked link its focus back,
    // which must not scroll the new page to the footer (kept-focus.ts).
    const page = await newPage();
    await page.goto('/best-design-awards/2022/');
    await page.waitFor(navigationRunning, { message: 'the router to start' });
    await page.click(['.site-footer a[href="/best-design-awards/"]']);
    await arrivedAt(page, '/best-design-awards/', 'Best Design Awards');
    // Chromium scrolled to a focused element after the router's own scroll:
    // any such scroll has come by now.
    await new Promise((settled) => setTimeout(settled, 300));
    expect(await page.evaluate(scrollTop)).toBe(0);
    expect(await page.evaluate(hasFocus, '.site-footer a[href="/best-design-awards/"]')).toBe(true);
  });

  it('brings the reader back to where they left a page by its footer, from a page reloaded since', async () => {
    // The footer is kept from page to page. On the page the reader leaves by
    // Back (no click, so that page was never rendered whole) it was never
    // drawn: without render-whole.ts it would come at its estimated height
    // into the page they return to, and a position near that page's bottom
    // would be cut short.
    const page = await newPage();
    await phoneWidth(page);
    await page.goto('/best-design-awards/2022/');
    await page.waitFor(navigationRunning, { message: 'the router to start' });
    // The position the router saves for the page as it leaves it, and how
    // far the screen's bottom is then into the footer.
    await page.evaluate(() => {
      const left = () => {
        const state = history.state as { scrollY?: number } | null;
        const footer = document.querySelector('.site-footer')?.getBoundingClientRect().top;
        (window as Window & { left?: unknown }).left = {
          at: state?.scrollY ?? -1,
          intoFooter: window.innerHeight - (footer ?? window.innerHeight),
        };
      };
      document.addEventListener('astro:before-swap', left, { once: true });
    });
    await page.click(['.site-footer a[href="/best-design-awards/"]']);
    await arrivedAt(page, '/best-design-awards/', 'Best Design Awards');
    const { at: leftAt, intoFooter } = await page.evaluate(
      () =>
        (window as Window & { left?: { at: number; intoFooter: number } }).left ?? {
          at: -1,
          intoFooter: -1,
        },
    );
    // Past where the footer's estimate (600 px) would have ended the page.
    expect(leftAt).toBeGreaterThan(0);
    expect(intoFooter).toBeGreaterThan(600);

    // Reloaded at the home's top: its footer, far below, is not drawn.
    await reload(page);
    const screensToFooter = () =>
      (document.querySelector('.site-footer')?.getBoundingClientRect().top ?? 0) /
      window.innerHeight;
    expect(await page.evaluate(screensToFooter)).toBeGreaterThan(3);

    await page.back();
    await arrivedAt(
      page,
      '/best-design-awards/2022/',
      'Best Design Awards 2022: Local roots, global reach',
    );
    await page.waitFor(
      (y: number) => Math.abs(window.scrollY - y) <= 1,
      { message: `the page back at ${leftAt} px` },
      leftAt,
    );
  });

  it('opens a header menu at a desktop width on the first click, which waits for React', async () => {
    const page = await newPage();
    await page.setViewport(1280, 900);
    await page.goto('/best-design-awards/');
    await page.waitFor(navigationRunning, { message: 'the router to start' });
    expect(await page.evaluate(islandState)).toEqual({
      requested: false,
      running: false,
      unhydrated: 2,
    });
    // Only React opens this menu: the click brings the island runtime, is
    // held meanwhile, and is replayed once the header has hydrated.
    await page.click(['header.site-header .site-dropdown__button']);
    await page.waitFor(headerMenuOpen, { message: 'the menu to open' }, true);
    expect((await page.evaluate(islandState)).unhydrated).toBe(0);

    await page.press('Escape');
    await page.waitFor(headerMenuOpen, { message: 'Escape to close the menu' }, false);
    expect(await page.evaluate(hasFocus, 'header.site-header .site-dropdown__button')).toBe(true);
  });

  it('carries its favicon in the page, as a data URL the engine draws', async () => {
    const page = await newPage();
    for (const path of ['/best-design-awards/', '/best-design-awards/ja/categories/packaging/']) {
      await page.goto(path);
      expect(await page.evaluate(faviconColours), path).toEqual({
        tile: '1b1740',
        ring: 'e0b84c',
        centre: '1b1740',
      });
    }
  });

  it("paints the footer's social icons: each glyph in its link's colour, not a blank or a square", async () => {
    const page = await newPage();
    await page.setViewport(1280, 900);
    await page.goto('/best-design-awards/');
    const loaded = await page.waitFor(socialIconsLoaded, {
      message: "the social icons' file to load",
    });
    if (!loaded) throw new Error('waitFor resolves with a truthy value only');
    const { icons, viewportWidth } = loaded;
    // Each link shows its own network's glyph (the file's cells are in this order).
    expect(icons.map((icon) => `${icon.network} ${icon.glyph}`)).toEqual([
      'facebook 0',
      'twitter 1',
      'instagram 2',
      'linkedin 3',
      'pinterest 4',
      'youtube 5',
    ]);
    await page.evaluate(twoFrames);
    const file = `reports/screenshots/smoke/${handle.engine}/microsite-footer-icons.png`;
    await page.screenshot(file);
    for (const icon of icons) {
      expect(icon.box.width, icon.network).toBe(20);
      // A glyph covers part of its 20 × 20 box (the thinnest, Facebook's f,
      // about a tenth): none of it is a missing glyph, all of it a mask the
      // engine ignored.
      const share = inkShare(file, viewportWidth, icon.box, icon.ink, icon.paper);
      expect(share, icon.network).toBeGreaterThan(0.05);
      expect(share, icon.network).toBeLessThan(0.8);
    }
  });

  describe('the drawer at a phone width', () => {
    it('opens and closes with native HTML before the island runtime has loaded', async () => {
      const page = await newPage();
      await phoneWidth(page);
      await page.goto('/best-design-awards/categories/packaging/');
      await page.waitFor(navigationRunning, { message: 'the router to start' });
      expect(await page.evaluate(islandState)).toEqual({
        requested: false,
        running: false,
        unhydrated: 2,
      });
      await page.evaluate(noteDrawerOpenings);

      await page.click(['.site-header__menu-button']);
      await page.waitFor(drawerShown, { message: 'the drawer to open' });
      // Opened before the runtime was even asked for: by the browser alone.
      expect(await page.evaluate(drawerOpenings)).toEqual([false]);
      await page.press('Escape');
      await page.waitFor(drawerClosedFocusOnMenu, { message: 'the drawer to close' });

      await page.click(['.site-header__menu-button']);
      await page.waitFor(drawerShown, { message: 'the drawer to open again' });
      await clickBackdrop(page);
      await page.waitFor(drawerClosedFocusOnMenu, {
        message: 'a click on the backdrop to close it',
      });

      // Last: once closed, the pointer rests where the close button was, on
      // the header, and a hover over the header is an interaction that asks
      // for the runtime (in the engines that notice a pointer standing still).
      await page.click(['.site-header__menu-button']);
      await page.waitFor(drawerShown, { message: 'the drawer to open a third time' });
      await page.click(['dialog#site-drawer-left .site-drawer__close']);
      await page.waitFor(drawerClosedFocusOnMenu, { message: 'the close button to close it' });
      expect(await page.evaluate(drawerOpenings)).toEqual([false, false, false]);
    });

    it('is taken over by React once the runtime has loaded: Escape closes it and focus returns', async () => {
      const page = await newPage();
      await phoneWidth(page);
      await page.goto('/best-design-awards/2023/');
      await page.waitFor(navigationRunning, { message: 'the router to start' });
      await page.click(['.site-header__menu-button']);
      await page.waitFor(drawerShown, { message: 'the drawer to open' });

      // A click on the drawer's title (no control) is an interaction with the
      // island: it brings the runtime, which hydrates the header and the drawer.
      await page.click(['dialog#site-drawer-left .site-drawer__title']);
      await page.waitFor(
        () =>
          customElements.get('astro-island') !== undefined &&
          document.querySelectorAll('astro-island[ssr]').length === 0,
        {
          message: 'the islands to hydrate',
        },
      );
      // React adopts the drawer that is open (an effect after hydration):
      // the menu button says so, and the drawer stays open.
      await page.waitFor(
        menuExpanded,
        { message: 'the menu button to say the drawer is open' },
        'true',
      );
      expect(await page.evaluate(drawerShown)).toBe(true);

      await page.press('Escape');
      await page.waitFor(drawerClosedFocusOnMenu, { message: 'Escape to close the drawer' });
      await page.waitFor(menuExpanded, { message: 'the menu button to say it is closed' }, 'false');

      // React drives the same buttons now.
      await page.click(['.site-header__menu-button']);
      await page.waitFor(drawerShown, { message: 'the drawer to open through React' });
      await page.waitFor(menuExpanded, { message: 'the menu button to say it is open' }, 'true');
      await page.click(['dialog#site-drawer-left .site-drawer__close']);
      await page.waitFor(drawerClosedFocusOnMenu, { message: 'the close button to close it' });
      await page.waitFor(menuExpanded, { message: 'the menu button to say it is closed' }, 'false');

      await page.click(['.site-header__menu-button']);
      await page.waitFor(drawerShown, { message: 'the drawer to open once more' });
      await clickBackdrop(page);
      await page.waitFor(drawerClosedFocusOnMenu, {
        message: 'a click on the backdrop to close it',
      });
      await page.waitFor(menuExpanded, { message: 'the menu button to say it is closed' }, 'false');
    });
  });
});
