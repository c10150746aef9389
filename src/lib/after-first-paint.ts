/**
 * Resolves once the page has loaded, the browser has reported its first
 * contentful paint, and it is idle (at the latest `timeoutMs` later): for work
 * that must not compete with a first paint.
 *
 * The load event alone is not enough: Chromium can fire it, and be idle,
 * before its first paint. Where paint timing is missing, two animation frames
 * stand in; should the paint never be reported (a tab opened in the
 * background paints nothing until it is shown), it resolves 3 s after load.
 * Where there is no requestIdleCallback (WebKit), right after the paint.
 *
 * src/elements/server/elements-script.ts writes the same rule inline, for the
 * page that loads the elements bundle.
 */
export function afterFirstPaint(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const idle = () => {
      if (done) return;
      done = true;
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      } else {
        setTimeout(resolve, 0);
      }
    };
    const afterLoad = () => {
      setTimeout(idle, 3000);
      if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          idle();
        }).observe({ type: 'paint', buffered: true });
      } else {
        requestAnimationFrame(() => requestAnimationFrame(idle));
      }
    };
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  });
}

let painted: Promise<void> | null = null;

/** `afterFirstPaint()` once per page, however many callers wait for it. */
export function pagePainted(): Promise<void> {
  painted ??= afterFirstPaint();
  return painted;
}
