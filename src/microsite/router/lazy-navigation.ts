import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import type * as PageLoading from './page-loading.chunk.ts';

// The code that only works when the reader navigates (page-loading.chunk.ts: the
// page fetch with its retries and error pages, the build-hash check's fetch)
// is not downloaded before the first paint. It is fetched once the page is
// idle after it, not on the reader's first hover or focus on a link: a link
// needs no script of its own (issue 21), so pointing at one downloads nothing.
// A navigation before then starts the fetch itself; a failure falls back to a
// full page load like any failed navigation.

export type NavigationCode = typeof PageLoading;

let loading: Promise<NavigationCode> | undefined;

/** The navigation code, fetched once (again after a failure). */
export function navigationCode(): Promise<NavigationCode> {
  loading ??= import('./page-loading.chunk.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Fetches the navigation code once the page is idle after its first paint; returns the cleanup. */
export function fetchNavigationCodeWhenIdle(): () => void {
  let stopped = false;
  void afterFirstPaint().then(() => {
    if (!stopped) navigationCode().catch(() => {}); // the navigation itself handles a failure
  });
  return () => {
    stopped = true;
  };
}
