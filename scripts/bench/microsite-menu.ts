import type { Browser } from 'playwright';
import {
  cpuSlowdown,
  mobileContext,
  sleep,
  slow4GConditions,
  throttleCpu,
  throttleNetwork,
} from './browser.ts';
import { statFigure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { micrositePages } from './microsite-bytes.ts';
import { installMenuProbe } from './page/menu-probe.ts';
import { summarize } from './stats.ts';

// When the microsite's drawer menu works on a first visit under Lighthouse's
// mobile throttling (4x CPU, slow 4G): at the first contentful paint (the page
// tells the bench), the bench taps the menu button, and again until the
// drawer shows. Next to it: FCP, and the
// JavaScript the page had downloaded (and requested) by then.

interface MenuRun {
  fcp: number;
  opened: number;
  /** From FCP to the first tap's event: the bench's own latency. */
  firstTap: number;
  tapToOpen: number;
  taps: number;
  jsBytes: number;
  jsRequests: number;
  /** Main-thread long-task time between FCP and the drawer opening. */
  blockedAfterFcp: number;
}

async function menuRun(browser: Browser, url: string): Promise<MenuRun> {
  const context = await browser.newContext(mobileContext);
  try {
    const page = await context.newPage();
    await page.addInitScript(installMenuProbe);
    await throttleNetwork(await throttleCpu(page));
    let taps = 0;
    let lastTap = 0;
    let tapping = false;
    const tap = async (target: { x: number; y: number }) => {
      if (tapping) return;
      tapping = true;
      taps += 1;
      lastTap = Date.now();
      try {
        await page.touchscreen.tap(target.x, target.y);
      } finally {
        tapping = false;
      }
    };
    // The first tap: as soon as the page reports its first contentful paint.
    await page.exposeFunction('benchTapAt', async (target: { x: number; y: number }) => {
      if (taps === 0) await tap(target);
    });
    const loaded = page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const deadline = Date.now() + 45_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`the menu did not open within 45 s on ${url}`);
      // A person taps what they see: only after the first contentful paint.
      const state = await page
        .evaluate(() => {
          const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
          const box = document.querySelector('.site-header__menu-button')?.getBoundingClientRect();
          return {
            opened: window.benchMenu?.openedAt ?? null,
            clicks: window.benchMenu?.clicks ?? 0,
            target:
              painted && box && box.width > 0
                ? { x: box.x + box.width / 2, y: box.y + box.height / 2 }
                : null,
          };
        })
        .catch(() => null); // the document is being replaced
      if (state?.opened != null) break;
      // Tap (again) only once the page has handled the previous tap (or lost it: 1 s) and the drawer is still closed.
      if (state?.target && !tapping && (state.clicks >= taps || Date.now() - lastTap > 1000)) {
        await tap(state.target);
      }
      await sleep(10);
    }
    await loaded;
    return {
      taps,
      ...(await page.evaluate(() => {
        const menu = window.benchMenu;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        if (!menu?.openedAt || !menu.tappedAt || fcp === undefined)
          throw new Error('bench: no FCP or no menu times');
        const opened = menu.openedAt;
        const scripts = (
          performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        ).filter(
          (entry) =>
            entry.initiatorType === 'script' || /\.m?js$/.test(new URL(entry.name).pathname),
        );
        return {
          fcp,
          opened,
          firstTap: menu.tappedAt - fcp,
          tapToOpen: opened - menu.tappedAt,
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
      })),
    };
  } finally {
    await context.close();
  }
}

export const micrositeMenu: Measurement = {
  id: 'microsite-menu',
  title: 'Microsite: when the drawer menu works (Lighthouse mobile throttling)',
  async run(context) {
    const [browser, server] = await Promise.all([context.browser(), context.staticServer()]);
    const page = micrositePages[0];
    const runs: MenuRun[] = [];
    for (let run = 0; run < context.runs; run += 1)
      runs.push(await menuRun(browser, `${server.origin}${page.path}`));
    const pick = (key: keyof MenuRun) => summarize(runs.map((run) => run[key]));
    return {
      figures: [
        statFigure('menu.fcp', 'first contentful paint', 'ms', pick('fcp')),
        statFigure('menu.works', 'the drawer opens on a tap (page clock)', 'ms', pick('opened')),
        statFigure(
          'menu.after-fcp',
          'menu works − FCP',
          'ms',
          summarize(runs.map((run) => run.opened - run.fcp)),
        ),
        statFigure('menu.first-tap', 'FCP → first tap arrives', 'ms', pick('firstTap')),
        statFigure('menu.tap-to-open', 'tap → drawer open', 'ms', pick('tapToOpen')),
        statFigure(
          'menu.js-bytes',
          'JavaScript downloaded before the menu works',
          'bytes',
          pick('jsBytes'),
        ),
        statFigure(
          'menu.js-requests',
          'script requests started before the menu works',
          'count',
          pick('jsRequests'),
        ),
        statFigure(
          'menu.blocked-after-fcp',
          'long tasks between FCP and the drawer opening',
          'ms',
          pick('blockedAfterFcp'),
        ),
        statFigure('menu.taps', 'taps needed', 'count', pick('taps')),
      ],
      notes: [
        `The ${page.type} page (${page.path}), first visit, ${cpuSlowdown}x CPU, slow 4G as Lighthouse's DevTools throttling applies it (${slow4GConditions.latency} ms per request, ${Math.round((slow4GConditions.downloadThroughput * 8) / 1024)} kbps down); 412×823 touch screen.`,
        'The first tap is sent when the page reports its first contentful paint (a PerformanceObserver calling into the bench); another follows only when the page has handled the last one and the drawer is still closed.',
      ],
    };
  },
};
