import type { Browser } from 'playwright';
import {
  cpuSlowdown,
  mobileContext,
  sleep,
  slow4GConditions,
  throttleCpu,
  throttleNetwork,
} from './browser.ts';
import { statFigure, valueFigure, type StatFigure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { micrositePages } from './microsite-bytes.ts';
import { installMenuProbe } from './page/menu-probe.ts';
import { median, summarize } from './stats.ts';
import { throttledFirstPaint } from './throttled-first-paint.ts';

// When the microsite's drawer menu works on a first visit under Lighthouse's
// mobile throttling (4x CPU, slow 4G). The bench taps the menu button's place
// every few milliseconds from the start of the navigation until the drawer
// opens, so the first tap that can open it does: "menu works" is when the
// page could first act on a tap, not when the bench heard of the first paint
// (the paint entry reaches the page tens of ms after the paint; measured
// below). Next to it: FCP, the tap that opened the drawer, the frame that
// showed it, and the JavaScript the page had downloaded (and requested) by then.
//
// Issue 37: 11 runs at least, interleaved with first visits of the page's
// lean reference (./microsite-lean-reference.ts) under the same conditions,
// whose FCP the drawer's time after FCP is divided by: that ratio is the
// budget that holds on a slower or faster machine of this kind, the drawer's
// milliseconds after FCP the one printed beside it (and budgeted too).

/** Between taps: the resolution of "menu works". */
export const tapIntervalMs = 10;

/** Menu runs of the microsite's page, and as many of its lean reference: issue 37's 11 at least. */
const minimumMenuRuns = 11;

export interface MenuRun {
  fcp: number;
  opened: number;
  /** The tap that opened the drawer, relative to FCP (negative: before it, waiting for the page). */
  openingTap: number;
  /** From the opening tap to the page beginning to handle it. */
  inputDelay: number;
  /** The page handling the opening click: its handlers and the native command (showModal). */
  handling: number;
  /** When the frame that showed the drawer was presented. */
  shown: number;
  /** From FCP to the page's own observer hearing of it. */
  fcpReported: number;
  /** Trusted clicks the page handled until the drawer opened. */
  clicks: number;
  jsBytes: number;
  jsRequests: number;
  /** Main-thread long-task time between FCP and the drawer opening. */
  blockedAfterFcp: number;
}

/** The middle of the menu button on the mobile screen, from an unthrottled load. */
export async function menuButtonCenter(
  browser: Browser,
  url: string,
): Promise<{ x: number; y: number }> {
  const context = await browser.newContext(mobileContext);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // Visible, not only there: a hydrating page may be replacing it.
    const button = page.locator('.site-header__menu-button');
    await button.waitFor({ state: 'visible' });
    const box = await button.boundingBox();
    if (!box) throw new Error(`bench: no menu button on ${url}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * One first visit of `url`, throttled, tapping `target` until the left drawer
 * opens. `blockedUrls`: Chromium's URL patterns the page may not load (e.g.
 * its scripts, to show that the menu works without them).
 */
export async function menuRun(
  browser: Browser,
  url: string,
  target: { x: number; y: number },
  { blockedUrls = [] }: { blockedUrls?: readonly string[] } = {},
): Promise<MenuRun> {
  const context = await browser.newContext(mobileContext);
  try {
    const page = await context.newPage();
    await page.addInitScript(installMenuProbe);
    let opened = false;
    await page.exposeFunction('benchMenuOpened', () => {
      opened = true;
    });
    const session = await throttleCpu(page);
    await throttleNetwork(session);
    if (blockedUrls.length > 0)
      await session.send('Network.setBlockedURLs', { urls: [...blockedUrls] });
    const loaded = page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // From the moment the document arrives: a tap sent to the blank page
    // being replaced may never be answered.
    await page.waitForURL(url, { waitUntil: 'commit', timeout: 60_000 });
    const deadline = Date.now() + 45_000;
    while (!opened) {
      if (Date.now() > deadline) throw new Error(`the menu did not open within 45 s on ${url}`);
      // Chromium answers a tap once the page has taken it (a busy page takes
      // it later); one that is never answered must not stall the run, nor
      // fail it when the context closes under it after the drawer opened.
      const tap = page.touchscreen.tap(target.x, target.y).catch((error: unknown) => {
        if (!opened) throw error;
      });
      await Promise.race([tap, sleep(1000)]);
      await sleep(tapIntervalMs);
    }
    await loaded;
    // The drawer's frame is reported once presented: wait for it.
    await page.waitForFunction(() => window.benchMenu?.shownAt != null, null, { timeout: 5000 });
    return await page.evaluate(() => {
      const menu = window.benchMenu;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      if (
        !menu?.openedAt ||
        menu.openingClickAt == null ||
        menu.shownAt == null ||
        menu.handling == null ||
        menu.fcpReportedAt == null ||
        fcp === undefined
      )
        throw new Error('bench: no FCP or no menu times');
      const opened = menu.openedAt;
      const scripts = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).filter(
        (entry) => entry.initiatorType === 'script' || /\.m?js$/.test(new URL(entry.name).pathname),
      );
      return {
        fcp,
        opened,
        openingTap: menu.openingClickAt - fcp,
        inputDelay: menu.handling.start - menu.openingClickAt,
        handling: menu.handling.end - menu.handling.start,
        shown: menu.shownAt,
        fcpReported: menu.fcpReportedAt - fcp,
        clicks: menu.clicks,
        jsBytes: scripts
          .filter((e) => e.responseEnd <= opened)
          .reduce((sum, e) => sum + e.encodedBodySize, 0),
        jsRequests: scripts.filter((e) => e.startTime <= opened).length,
        blockedAfterFcp: menu.longTasks.reduce(
          (sum, task) =>
            sum +
            Math.max(0, Math.min(task.start + task.duration, opened) - Math.max(task.start, fcp)),
          0,
        ),
      };
    });
  } finally {
    await context.close();
  }
}

/** The figures of menu runs: keys `${prefix}.*`, labels after `label`. */
export function menuFigures(prefix: string, label: string, runs: readonly MenuRun[]): StatFigure[] {
  const pick = (key: keyof MenuRun) => summarize(runs.map((run) => run[key]));
  return [
    statFigure(`${prefix}.fcp`, 'first contentful paint', 'ms', pick('fcp')),
    statFigure(`${prefix}.works`, 'the drawer opens on a tap (page clock)', 'ms', pick('opened')),
    statFigure(
      `${prefix}.after-fcp`,
      'menu works − FCP',
      'ms',
      summarize(runs.map((run) => run.opened - run.fcp)),
    ),
    statFigure(
      `${prefix}.shown-after-fcp`,
      'drawer on screen − FCP',
      'ms',
      summarize(runs.map((run) => run.shown - run.fcp)),
    ),
    statFigure(
      `${prefix}.opening-tap`,
      'the tap that opened it − FCP (negative: before)',
      'ms',
      pick('openingTap'),
    ),
    statFigure(
      `${prefix}.input-delay`,
      'the opening tap waited for the page',
      'ms',
      pick('inputDelay'),
    ),
    statFigure(`${prefix}.handling`, 'handling it (click, showModal)', 'ms', pick('handling')),
    statFigure(`${prefix}.fcp-reported`, 'FCP → the page hears of it', 'ms', pick('fcpReported')),
    statFigure(
      `${prefix}.js-bytes`,
      'JavaScript downloaded before the menu works',
      'bytes',
      pick('jsBytes'),
    ),
    statFigure(
      `${prefix}.js-requests`,
      'script requests started before the menu works',
      'count',
      pick('jsRequests'),
    ),
    statFigure(
      `${prefix}.blocked-after-fcp`,
      'long tasks between FCP and the drawer opening',
      'ms',
      pick('blockedAfterFcp'),
    ),
    statFigure(
      `${prefix}.clicks`,
      'taps the page handled until it opened',
      'count',
      pick('clicks'),
    ),
  ].map((figure) => ({ ...figure, label: `${label}${figure.label}` }));
}

/** The conditions of a menu run, for the notes. */
export const menuConditions = `first visit, ${cpuSlowdown}x CPU, slow 4G as Lighthouse's DevTools throttling applies it (${slow4GConditions.latency} ms per request, ${Math.round((slow4GConditions.downloadThroughput * 8) / 1024)} kbps down); 412×823 touch screen`;

/** How "menu works" is measured, for the notes. */
export const menuMethod = `The bench taps the menu button's place every ${tapIntervalMs} ms from the start of the navigation until the drawer opens: "menu works" is when the page first acts on a tap. "On screen": the frame presented after the opening tap (Event Timing, 8 ms steps).`;

export const micrositeMenu: Measurement = {
  id: 'microsite-menu',
  title: 'Microsite: when the drawer menu works (Lighthouse mobile throttling)',
  async run(context) {
    const [browser, server, references] = await Promise.all([
      context.browser(),
      context.staticServer(),
      context.leanReferences(),
    ]);
    const page = micrositePages[0];
    const reference = references.find((candidate) => candidate.path === page.path);
    if (!reference) throw new Error(`no lean reference page for ${page.path}`);
    const url = `${server.origin}${page.path}`;
    const referenceUrl = `${server.origin}${reference.leanPath}`;
    const target = await menuButtonCenter(browser, url);
    const count = Math.max(minimumMenuRuns, context.runs);
    const runs: MenuRun[] = [];
    const referencePaints: number[] = [];
    // Interleaved, each side first every other run: the machine's slow phases fall on both alike.
    for (let run = 0; run < count; run += 1) {
      context.log(`microsite-menu: run ${run + 1} of ${count}`);
      if (run % 2 === 1) referencePaints.push(await throttledFirstPaint(browser, referenceUrl));
      runs.push(await menuRun(browser, url, target));
      if (run % 2 === 0) referencePaints.push(await throttledFirstPaint(browser, referenceUrl));
    }
    const shownAfterFcp = median(runs.map((run) => run.shown - run.fcp));
    return {
      figures: [
        ...menuFigures('menu', '', runs),
        statFigure(
          'menu.reference.fcp',
          'lean reference page: first contentful paint (same conditions, interleaved)',
          'ms',
          summarize(referencePaints),
        ),
        valueFigure(
          'menu.shown-after-fcp-per-reference-fcp',
          "drawer on screen − FCP, in % of the lean reference's FCP (medians)",
          'percent',
          (100 * shownAfterFcp) / median(referencePaints),
        ),
      ],
      notes: [
        `The ${page.type} page (${page.path}), ${menuConditions}; ${count} runs, interleaved with as many first visits of its lean reference page (${reference.leanPath}).`,
        menuMethod,
      ],
    };
  },
};
