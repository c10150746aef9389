import type { ReloadGuard } from './reload-guard.ts';

// A script chunk that fails to load (usually: a new build removed it), for an
// island or a dynamic import, makes a hard navigation to the current address
// (spec §8 "Failed chunk load"), guarded like the build-hash reload so that a
// chunk that stays missing does not reload the page forever.
//
// Not while the page is being left: leaving aborts the imports still on
// their way, and Firefox reports each as a failed chunk (the smokes saw it on
// a page left just after its load); a hard navigation then would replace the
// reader's navigation with a reload of the page they left. The page counts as
// being left from `beforeunload` until it shows again (`pageshow`: back from
// the back/forward cache) or has the focus again (a link that started no
// navigation, such as a download).

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message =
    reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return chunkErrorPattern.test(message);
}

export interface ChunkErrorEnvironment {
  window: Window;
  /** The running build: after a new deploy, the same path may reload again. */
  buildHash: string;
  guard: ReloadGuard;
  /** Loads the address in full (location.assign). */
  hardNavigate: (href: string) => void;
}

export function watchChunkErrors({
  window,
  buildHash,
  guard,
  hardNavigate,
}: ChunkErrorEnvironment): () => void {
  let leaving = false;
  const onLeave = () => {
    leaving = true;
  };
  const onStay = () => {
    leaving = false;
  };
  const recover = (reason: unknown): boolean => {
    if (leaving || !isChunkLoadError(reason)) return false;
    const href = window.location.href;
    if (!guard.claim(`chunk:${buildHash}:${window.location.pathname}`)) return false;
    hardNavigate(href);
    return true;
  };
  // Vite's preload helper reports failed dynamic imports with this event.
  const onPreloadError = (event: Event) => {
    if (recover((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  };
  // An island whose component chunk failed twice (Astro retries once).
  const onHydrationError = (event: Event) => {
    if (recover((event as CustomEvent<{ error?: unknown }>).detail?.error)) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (recover(event.reason)) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  window.document.addEventListener('astro:hydration-error', onHydrationError);
  window.addEventListener('beforeunload', onLeave);
  window.addEventListener('pageshow', onStay);
  window.addEventListener('focus', onStay);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.document.removeEventListener('astro:hydration-error', onHydrationError);
    window.removeEventListener('beforeunload', onLeave);
    window.removeEventListener('pageshow', onStay);
    window.removeEventListener('focus', onStay);
  };
}
