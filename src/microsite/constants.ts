// Every number of the specification that the microsite's client code uses
// (spec §2 "Awards microsite pages", §8, §9), named once.

/** Page transitions: the old page exits and the new page enters in this time. */
export const pageTransitionMs = 400;

/** Navigation to another page scrolls (to the top, the anchor or the saved position) after this delay. */
export const scrollDelayMs = 400;

/** Prefetching starts this long after a page has loaded… */
export const prefetchStartDelayMs = 3_000;
/** …and fetches this many pages at a time… */
export const prefetchBatchSize = 4;
/** …one batch every this many milliseconds. */
export const prefetchBatchIntervalMs = 3_000;

/** The delayed-load notice shows when a navigation has been loading this long. */
export const delayedLoadNoticeMs = 1_000;

/** A page fetch that fails for any reason other than 404 or 500 is retried this many times. */
export const pageFetchRetries = 3;

/** The idle script strategy falls back to a timer of this length where requestIdleCallback is missing. */
export const idleFallbackDelayMs = 1;

/**
 * The idle deadline that the fallback reports: its `timeRemaining()` counts
 * down from this budget, as a real idle period never exceeds 50 ms.
 */
export const idleDeadlineBudgetMs = 50;
