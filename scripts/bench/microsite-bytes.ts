import type { Page } from 'playwright';
import { mobileContext, sleep } from './browser.ts';
import { valueFigure, type Figure } from './figures.ts';
import type { Measurement } from './measurement.ts';

// Bytes of the awards microsite per page type (served brotli-compressed): on a
// first load (fresh cache) until the page is idle (islands hydrate on idle),
// and on a client-side navigation to it (Astro's router, warm cache). Also
// whether any script is render-blocking: the critical path of a first visit.

/** The three page types, as `npm run lighthouse` audits them. */
export const micrositePages = [
  { type: 'index', path: '/best-design-awards/' },
  { type: 'category', path: '/best-design-awards/categories/packaging/' },
  { type: 'year', path: '/best-design-awards/2024/' },
] as const;

export interface Transfer {
  js: number;
  jsRequests: number;
  total: number;
  requests: number;
  /** Scripts the browser marked render-blocking. */
  blockingJs: number;
  /** Script bytes that had arrived by first contentful paint. */
  jsBeforeFcp: number;
  /** The HTML document on the wire, headers included (0 after a client-side navigation). */
  document: number;
}

/** Sums the page's resource entries that started at or after `since` (ms, page clock). */
export function transferSince(page: Page, since: number): Promise<Transfer> {
  return page.evaluate((start) => {
    const isScript = (entry: PerformanceResourceTiming) =>
      entry.initiatorType === 'script' || /\.m?js$/.test(new URL(entry.name).pathname);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const entries: PerformanceResourceTiming[] = [
      ...(performance.getEntriesByType('navigation') as PerformanceResourceTiming[]),
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]),
    ].filter((entry) => entry.startTime >= start);
    const scripts = entries.filter(isScript);
    const sum = (list: PerformanceResourceTiming[]) =>
      list.reduce((total, entry) => total + entry.encodedBodySize, 0);
    return {
      js: sum(scripts),
      jsRequests: scripts.length,
      total: sum(entries),
      requests: entries.length,
      // renderBlockingStatus: Chromium's, not yet in TypeScript's DOM types.
      blockingJs: scripts.filter(
        (entry) =>
          (entry as PerformanceResourceTiming & { renderBlockingStatus?: string })
            .renderBlockingStatus === 'blocking',
      ).length,
      jsBeforeFcp: sum(scripts.filter((entry) => entry.responseEnd <= fcp)),
      document: entries
        .filter((entry) => entry.entryType === 'navigation')
        .reduce((total, entry) => total + entry.transferSize, 0),
    };
  }, since);
}

/** Until the network has been quiet and the browser idle: islands hydrate on idle. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2000 })),
  );
  await sleep(300);
}

/** Navigates with the microsite's own router (a click on a same-site link); returns the click time. */
async function clientNavigation(page: Page, path: string): Promise<number> {
  const clicked = await page.evaluate((target) => {
    (window as { benchSameDocument?: boolean }).benchSameDocument = true;
    const link = document.createElement('a');
    link.href = target;
    document.body.append(link);
    const at = performance.now();
    link.click();
    return at;
  }, path);
  await page.waitForFunction(
    (target) => location.pathname === target && document.readyState === 'complete',
    path,
  );
  await settle(page);
  const same = await page.evaluate(
    () => (window as { benchSameDocument?: boolean }).benchSameDocument === true,
  );
  if (!same)
    throw new Error(`navigating to ${path} was a full page load, not a client-side navigation`);
  return clicked;
}

function figuresOf(key: string, label: string, transfer: Transfer): Figure[] {
  return [
    valueFigure(
      `${key}.js`,
      `${label}: JavaScript (${transfer.jsRequests} requests)`,
      'bytes',
      transfer.js,
    ),
    valueFigure(
      `${key}.total`,
      `${label}: all bytes (${transfer.requests} requests)`,
      'bytes',
      transfer.total,
    ),
  ];
}

export const micrositeBytes: Measurement = {
  id: 'microsite-bytes',
  title: 'Bytes: the microsite per page type (brotli on the wire)',
  async run(context) {
    const [browser, server] = await Promise.all([context.browser(), context.staticServer()]);
    const figures: Figure[] = [];
    for (const { type, path } of micrositePages) {
      const browserContext = await browser.newContext(mobileContext);
      try {
        const page = await browserContext.newPage();
        await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
        await settle(page);
        const first = await transferSince(page, 0);
        figures.push(
          ...figuresOf(`microsite.${type}.first`, `${type}, first load`, first),
          valueFigure(
            `microsite.${type}.first.requests`,
            `${type}, first load: requests`,
            'count',
            first.requests,
          ),
          valueFigure(
            `microsite.${type}.blocking-js`,
            `${type}, first load: render-blocking scripts`,
            'count',
            first.blockingJs,
          ),
          valueFigure(
            `microsite.${type}.document`,
            `${type}, first load: HTML document with headers`,
            'bytes',
            first.document,
          ),
          valueFigure(
            `microsite.${type}.js-before-fcp`,
            `${type}, first load: JavaScript before FCP`,
            'bytes',
            first.jsBeforeFcp,
          ),
        );
      } finally {
        await browserContext.close();
      }
    }
    // Client-side navigations in one tab: index → category → year → index.
    const browserContext = await browser.newContext(mobileContext);
    try {
      const page = await browserContext.newPage();
      await page.goto(`${server.origin}${micrositePages[0].path}`, { waitUntil: 'load' });
      await settle(page);
      for (const { type, path } of [...micrositePages.slice(1), micrositePages[0]]) {
        const clicked = await clientNavigation(page, path);
        figures.push(
          ...figuresOf(
            `microsite.${type}.navigation`,
            `${type}, client-side navigation`,
            await transferSince(page, clicked),
          ),
        );
      }
    } finally {
      await browserContext.close();
    }
    return {
      figures,
      notes: [
        'Compressed body bytes as served (brotli quality 11, which Chromium asks for), no headers; mobile viewport; until network idle and an idle callback.',
        'Client-side navigation: index → category → year → index in one tab with a warm cache (cached files count 0).',
        "The HTML document: Lighthouse's simulated slow 4G delivers 14,600 bytes (14.3 KiB, 10 TCP segments) in the first round trip; a larger document costs one more round trip (about 150 ms more LCP).",
      ],
    };
  },
};
