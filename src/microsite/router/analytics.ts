// Analytics (spec §7): a page call after every navigation and a track call
// for every click on an element with `data-track="Event name"`, both with the
// previous page's address as referrer, when the page has an analytics object
// (Segment's `window.analytics`). Without one, page tracking is skipped with
// the spec's log line.

export interface AnalyticsObject {
  page(properties: Record<string, unknown>): unknown;
  track(event: string, properties: Record<string, unknown>): unknown;
}

export const missingAnalyticsMessage = 'window.analytics not defined. Skipping page tracking';

export interface AnalyticsEnvironment {
  /** The page's analytics object, looked up at call time (it may load late). */
  analytics: () => AnalyticsObject | undefined;
  log: (message: string) => void;
}

export interface PageView {
  url: string;
  path: string;
  title: string;
  /** The previous page's address. */
  referrer: string;
}

export function trackPage(environment: AnalyticsEnvironment, view: PageView): void {
  const analytics = environment.analytics();
  if (!analytics) {
    environment.log(missingAnalyticsMessage);
    return;
  }
  analytics.page({ ...view });
}

export function trackEvent(
  environment: AnalyticsEnvironment,
  event: string,
  properties: Record<string, unknown> & { referrer: string },
): void {
  environment.analytics()?.track(event, properties);
}

/** Sends a track call for clicks on `[data-track]` elements; returns the cleanup. */
export function trackClicks(
  document: Document,
  environment: AnalyticsEnvironment,
  referrer: () => string,
): () => void {
  const onClick = (event: MouseEvent) => {
    const target =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track]') : null;
    const name = target?.dataset['track'];
    if (!target || !name) return;
    trackEvent(environment, name, {
      label: target.textContent?.trim() ?? '',
      href: target instanceof HTMLAnchorElement ? target.href : undefined,
      path: document.location.pathname,
      referrer: referrer(),
    });
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
