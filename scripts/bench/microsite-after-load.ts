import type { Browser, BrowserContextOptions, Page } from 'playwright';
import { mobileContext, sleep } from './browser.ts';
import { valueFigure, type Figure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { settle } from './microsite-bytes.ts';
import { micrositePageTypes } from './microsite-page-types.ts';

// Issue 21, "What a reader's connection pays after the first load": the
// JavaScript that a reader's first hover on a link, first tap on the menu
// button and first opening of each header control downloads (each in a fresh
// visit, once the page has loaded and is idle), and every byte an idle first
// visit fetches in its first 15 s (prefetches included).

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const idleSeconds = 15;

/** Script bytes (brotli, as served) the page fetched while `act` ran and until the network was quiet. */
async function scriptBytesOf(page: Page, act: () => Promise<void>): Promise<number> {
  const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await act();
  await page.waitForLoadState('networkidle');
  await sleep(500);
  return page.evaluate(
    (from) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .slice(from)
        .filter(
          (entry) =>
            entry.initiatorType === 'script' || /\.m?js$/.test(new URL(entry.name).pathname),
        )
        .reduce((total, entry) => total + entry.encodedBodySize, 0),
    before,
  );
}

/** A fresh visit of the home, loaded and idle; `act` is the reader's first interaction. */
async function firstInteraction(
  browser: Browser,
  url: string,
  options: BrowserContextOptions,
  act: (page: Page) => Promise<void>,
): Promise<number> {
  const browserContext = await browser.newContext(options);
  try {
    const page = await browserContext.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    return await scriptBytesOf(page, () => act(page));
  } finally {
    await browserContext.close();
  }
}

interface IdleVisit {
  /** Bytes of the requests that started after the load event (bodies as served). */
  afterLoad: number;
  /** Every byte of the visit, its first load included. */
  total: number;
  prefetched: string[];
}

/** What an idle first visit of `url` fetched in its first 15 s. */
async function idleVisit(browser: Browser, url: string): Promise<IdleVisit> {
  const browserContext = await browser.newContext(mobileContext);
  try {
    const page = await browserContext.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await sleep(idleSeconds * 1000);
    return await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const loaded = navigation?.loadEventStart ?? 0;
      const sum = (entries: PerformanceResourceTiming[]) =>
        entries.reduce((total, entry) => total + entry.encodedBodySize, 0);
      return {
        afterLoad: sum(resources.filter((entry) => entry.startTime >= loaded)),
        total: sum(navigation ? [navigation, ...resources] : resources),
        prefetched: [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map(
          (link) => new URL(link.href).pathname,
        ),
      };
    });
  } finally {
    await browserContext.close();
  }
}

export const micrositeAfterLoad: Measurement = {
  id: 'microsite-after-load',
  title: "Microsite: what a reader's connection pays after the first load (brotli)",
  async run(context) {
    const [browser, server, floor] = await Promise.all([
      context.browser(),
      context.staticServer(),
      context.floor(),
    ]);
    const home = `${server.origin}/best-design-awards/`;
    const figures: Figure[] = [
      valueFigure(
        'after-load.react-floor',
        'React floor (React + react-dom, brotli, built in this run)',
        'bytes',
        floor.react.brotli,
      ),
    ];

    const link = await firstInteraction(browser, home, desktop, async (page) => {
      await page.locator('header.site-header a.site-brand').hover();
      await page.locator('header.site-header a.site-header__link').first().focus();
      await page.locator('main a[href^="/best-design-awards/"]').first().hover();
    });
    figures.push(
      valueFigure(
        'after-load.link.js',
        'first hover and focus on links: JavaScript',
        'bytes',
        link,
      ),
    );

    const menu = await firstInteraction(browser, home, mobileContext, async (page) => {
      await page.locator('header.site-header .site-header__menu-button').tap();
      await page.locator('dialog#site-drawer-left').waitFor({ state: 'visible' });
    });
    figures.push(
      valueFigure(
        'after-load.menu-button.js',
        'first tap on the menu button: JavaScript',
        'bytes',
        menu,
      ),
    );

    // Each header control that needs React, as the reader's first one.
    const probe = await browser.newPage(desktop);
    await probe.goto(home, { waitUntil: 'load' });
    const dropdowns = await probe
      .locator('header.site-header .site-dropdown__button')
      .allTextContents();
    await probe.close();
    for (const [index, label] of dropdowns.entries()) {
      const bytes = await firstInteraction(browser, home, desktop, async (page) => {
        await page.locator('header.site-header .site-dropdown__button').nth(index).click();
        await page
          .locator('header.site-header .site-dropdown__panel')
          .nth(index)
          .waitFor({ state: 'visible' });
      });
      figures.push(
        valueFigure(
          `after-load.control.dropdown-${index + 1}.js`,
          `first opening of the "${label.trim()}" dropdown: JavaScript`,
          'bytes',
          bytes,
        ),
      );
    }
    const tooltip = await firstInteraction(browser, home, desktop, async (page) => {
      await page.locator('header.site-header .site-phone__link').focus();
      await page.locator('header.site-header [role=tooltip]').waitFor({ state: 'visible' });
    });
    figures.push(
      valueFigure(
        'after-load.control.phone-hours.js',
        'first focus on the phone number (its office hours): JavaScript',
        'bytes',
        tooltip,
      ),
    );

    // The idle visits side by side: each waits 15 s of real time.
    const idle = await Promise.all(
      micrositePageTypes.map(({ path }) => idleVisit(browser, `${server.origin}${path}`)),
    );
    const prefetched: Record<string, string[]> = {};
    for (const [index, { type }] of micrositePageTypes.entries()) {
      const visit = idle[index];
      if (!visit) continue;
      prefetched[type] = visit.prefetched;
      figures.push(
        valueFigure(
          `after-load.idle.${type}.bytes`,
          `${type}: idle first visit, bytes after the load event in ${idleSeconds} s (${visit.prefetched.length} pages prefetched)`,
          'bytes',
          visit.afterLoad,
        ),
        valueFigure(
          `after-load.idle.${type}.total`,
          `${type}: idle first visit, all bytes in ${idleSeconds} s, first load included`,
          'bytes',
          visit.total,
        ),
      );
    }
    return {
      figures,
      notes: [
        'Each interaction in a fresh visit of the home, once it has loaded and is idle (the navigation code has come); bodies as served (brotli), until the network is quiet.',
        `Idle visits: a mobile viewport (412×823), no interaction, ${idleSeconds} s: what the connection pays after the load event (prefetched pages, the navigation code), and everything with the first load. The pages prefetched are in the JSON.`,
      ],
      details: { prefetched },
    };
  },
};
