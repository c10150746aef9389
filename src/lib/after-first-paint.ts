/**
 * Resolves once the page has painted and the browser is idle (at the latest
 * after `timeoutMs`): for work that must not compete with a first paint.
 * Where there is no requestIdleCallback (WebKit), after the load event and a
 * frame.
 */
export function afterFirstPaint(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      } else {
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }
    };
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}
