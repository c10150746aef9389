import type { Browser } from 'playwright';
import { mobileContext, throttleCpu, throttleNetwork } from './browser.ts';

// The first contentful paint of a first visit under the menu runs'
// conditions (./microsite-menu.ts: Lighthouse's mobile screen, 4x CPU, slow
// 4G as DevTools applies it), nothing else in the page: the lean reference
// page's own paint, which the menu's time after FCP is read against.

export async function throttledFirstPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext(mobileContext);
  try {
    const page = await context.newPage();
    await throttleNetwork(await throttleCpu(page));
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // The paint entry is reported once the frame is shown, which can come after load.
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list, observer) => {
            const paint = list.getEntriesByName('first-contentful-paint')[0];
            if (!paint) return;
            observer.disconnect();
            resolve(paint.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}
