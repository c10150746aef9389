import type { Browser } from 'playwright';
import { mobileContext } from './browser.ts';
import { mainThreadBeforePaint, type MainThreadBeforePaint } from './main-thread-before-paint.ts';
import type { TraceEvent } from './trace-event.ts';

// One first visit of a page, traced for its main thread before the first
// contentful paint (./main-thread-before-paint.ts): a fresh browser context
// (an empty cache, as Lighthouse starts each run), Lighthouse's mobile screen
// and user agent, no throttling (Lighthouse's simulated throttling traces the
// load unthrottled too).
//
// A trace of its own rather than Lighthouse's: Lighthouse records with the V8
// CPU profiler, JavaScript stack sampling and the source of every script
// (its trace categories), which make the main thread about a fifth slower
// (the content page's floor: 32.0 against 26.4 ms of CPU, medians of 20;
// 33.6 against 27.2, of 40). This trace records only what the measure reads,
// and a load takes about half a second where a Lighthouse run takes five:
// enough runs for a 10 % budget. The CPU time of the same page moves by
// ±9 % from one load to the next on a machine of two cores, so the ratio of
// the medians of 20 loads of the page and 20 of its floor still moved
// between 1.05 and 1.12 (four sets of 20, one build); the bench makes 100.

/** What mainThreadBeforePaint reads: tasks with their thread times, the navigation's start, its FCP. */
export const traceCategories = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
];

/** A traced first visit: the main thread before FCP, and the load it belongs to. */
export interface FirstVisit extends MainThreadBeforePaint {
  /** Milliseconds from the navigation's start to its load event. */
  load: number;
  /** Requests by the load event, the document's included. */
  requests: number;
}

/** Loads `url` in a new context of `browser` (Chromium) and reads its main thread before FCP. */
export async function tracedFirstVisit(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await browser.newContext(mobileContext);
  try {
    const page = await context.newPage();
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: traceCategories });
    await page.goto(url, { waitUntil: 'load' });
    // The paint is reported once the frame is shown, which can come after load.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const loaded = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const resources = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= navigation.loadEventStart);
      return { load: navigation.loadEventStart, requests: resources.length + 1 };
    });
    return { ...mainThreadBeforePaint(trace.traceEvents), ...loaded };
  } finally {
    await context.close();
  }
}
