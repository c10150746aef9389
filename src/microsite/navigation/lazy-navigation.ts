import type * as PageLoading from './page-loading.chunk.ts';

// The code that only works when the reader navigates (page-loading.chunk.ts: the
// page fetch with its retries and error pages, the build-hash check's fetch)
// is not downloaded with the page on a first visit. It is fetched at the
// first sign that the reader is about to follow a link (a pointer on it, a
// press, focus), at the latest when the navigation starts; a failure falls
// back to a full page load like any failed navigation.

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

const intents = ['pointerover', 'pointerdown', 'focusin'] as const;

/** Starts fetching the navigation code when the reader points at or focuses a link; returns the cleanup. */
export function fetchNavigationCodeOnIntent(document: Document): () => void {
  const stop = () => {
    for (const type of intents) document.removeEventListener(type, onIntent, true);
  };
  function onIntent(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    stop();
    navigationCode().catch(() => {}); // the navigation itself handles a failure
  }
  for (const type of intents) document.addEventListener(type, onIntent, true);
  return stop;
}
