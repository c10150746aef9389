import { isMicrositePath, micrositeFile } from '../base-path.ts';
import { loadPageScripts } from '../third-party-scripts/load-page-scripts.ts';
import { trackClicks, trackPage, type AnalyticsEnvironment } from './analytics.ts';
import type { PageAnnouncer } from './announcer.ts';
import { mustReloadForBuild, releaseIfRunning } from './build-hash-check.ts';
import { watchChunkErrors } from './chunk-error.ts';
import { createDelayedLoad, renderNotice } from './delayed-load-notice.ts';
import { adoptFeedbackStyles } from './feedback-styles.ts';
import { keepInstantScrolling, setupHashScroll } from './hash-scroll.ts';
import { keepFocusWithoutScrolling } from './kept-focus.ts';
import { fetchNavigationCodeWhenIdle, navigationCode } from './lazy-navigation.ts';
import { createPrefetcher, viewportWatcher } from './prefetcher.ts';
import { createReloadGuard } from './reload-guard.ts';
import {
  renderWholeAfterJumps,
  renderWholeForSwap,
  renderWholeOnLinkClicks,
  restoreSavedPositionWhole,
} from './render-whole.ts';
import { onRouterEvent } from './router-events.ts';
import { watchServiceWorkerUpdates } from './service-worker-update.ts';
import { createTransitionTiming, renderPhase } from './transition-timing.ts';

// The microsite's navigation, wired into Astro's ClientRouter (design.md §4
// "The microsite's navigation"). Each behaviour lives in its own module;
// this file only connects them to the router's events, once per tab.

export interface NavigationOptions {
  window: Window & typeof globalThis;
  /** The build this code belongs to. */
  buildHash: string;
}

export function setupMicrositeNavigation({ window, buildHash }: NavigationOptions): () => void {
  const { document, location } = window;
  const timers = {
    setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
    clearTimeout: (id: number) => window.clearTimeout(id),
  };
  const fetchImpl: typeof fetch = (input, init) => window.fetch(input, init);
  const meta = (name: string) =>
    document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';

  restoreSavedPositionWhole(window);
  const guard = createReloadGuard(() => window.sessionStorage);
  releaseIfRunning(buildHash, guard);
  const timing = createTransitionTiming(timers);
  const delayed = createDelayedLoad(timers);
  const serviceWorker = watchServiceWorkerUpdates(window.navigator.serviceWorker);
  const connection = (
    window.navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }
  ).connection;
  const prefetcher = createPrefetcher({
    document,
    location,
    userAgent: window.navigator.userAgent,
    connection,
    ...timers,
    watchVisible: viewportWatcher(window),
  });
  const analytics: AnalyticsEnvironment = {
    analytics: () => window.analytics,
    log: (message) => console.log(message),
  };

  let referrer = document.referrer;
  let leaving = referrer;
  let swapped = false;
  let firstPageLoaded = false;
  let stopPrefetch = () => {};
  let unloadScripts = () => {};
  // Started with the navigation code: a client-side navigation has loaded it
  // before its page is swapped in, and only such a navigation announces.
  let announcer: PageAnnouncer | undefined;

  const cleanups = [
    adoptFeedbackStyles(window),
    renderPhase(timing.$phase, () => document.documentElement),
    renderNotice(
      delayed.$delayed,
      () => document.querySelector<HTMLElement>('[data-delayed-load-notice]'),
      () => meta('awards:delayed-load'),
    ),
    setupHashScroll({
      document,
      location,
      prefersReducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    }),
    renderWholeOnLinkClicks(window),
    renderWholeAfterJumps(window),
    watchChunkErrors({ window, buildHash, guard, hardNavigate: (href) => location.assign(href) }),
    serviceWorker.stop,
    trackClicks(document, analytics, () => referrer),
    fetchNavigationCodeWhenIdle(),

    onRouterEvent(document, 'astro:before-preparation', (event) => {
      // Pages of the marketplace are another application; after a service
      // worker update every page must come from the network: full loads.
      if (!isMicrositePath(event.to.pathname) || serviceWorker.$updated.get()) {
        event.preventDefault();
        return;
      }
      const from = event.from.href;
      event.loader = async () => {
        delayed.start();
        const code = navigationCode();
        const load = async () => {
          const loaded = await code;
          announcer ??= loaded.startAnnouncer(document);
          await loaded.pageLoader(event, {
            document,
            fetch: fetchImpl,
            parse: (html) => new DOMParser().parseFromString(html, 'text/html'),
          })();
        };
        try {
          const [deployedHash] = await Promise.all([
            code.then((loaded) =>
              loaded.fetchDeployedBuildHash(
                fetchImpl,
                micrositeFile('app-data.json'),
                event.signal,
              ),
            ),
            timing.exit(load),
          ]);
          if (mustReloadForBuild(buildHash, deployedHash, guard)) event.preventDefault();
        } catch {
          // Aborted by a newer navigation (the router drops this one), or a
          // loader failure: fall back to a full page load.
          if (!event.signal.aborted) event.preventDefault();
        } finally {
          delayed.stop();
        }
        if (event.defaultPrevented || event.signal.aborted) timing.reset();
        else leaving = from;
      };
    }),
    onRouterEvent(document, 'astro:before-swap', (event) => {
      keepInstantScrolling(event.newDocument);
      renderWholeForSwap(document, event.newDocument);
      keepFocusWithoutScrolling(event, document);
      announcer?.clear();
      stopPrefetch();
      unloadScripts();
    }),
    onRouterEvent(document, 'astro:after-swap', () => {
      swapped = true;
      timing.enter();
    }),
    onRouterEvent(document, 'astro:page-load', pageLoaded),
    whenLoaded(window, pageLoaded),
  ];

  function pageLoaded() {
    if (!swapped) {
      // The first page of the tab: the router's astro:page-load for it may
      // have come before this code ran (AfterFirstPaint.astro), or not at
      // all; whenLoaded stands in for it, and only one of them counts.
      if (firstPageLoaded) return;
      firstPageLoaded = true;
    }
    prefetcher.markLoaded(new URL(location.href));
    stopPrefetch = prefetcher.startForPage();
    unloadScripts = loadPageScripts(window);
    if (!swapped) return; // the first page of the tab: nothing to announce or track
    swapped = false;
    referrer = leaving;
    announcer?.announce(document, meta('awards:navigated-to'));
    trackPage(analytics, {
      url: location.href,
      path: location.pathname,
      title: document.title,
      referrer,
    });
  }

  return () => {
    stopPrefetch();
    unloadScripts();
    announcer?.stop();
    for (const cleanup of cleanups) cleanup();
  };
}

/** Calls `loaded` when the window has loaded, now if it has; returns the cleanup. */
function whenLoaded(window: Window, loaded: () => void): () => void {
  if (window.document.readyState === 'complete') {
    loaded();
    return () => {};
  }
  window.addEventListener('load', loaded, { once: true });
  return () => window.removeEventListener('load', loaded);
}

const startedKey: unique symbol = Symbol.for('best-design-awards.navigation.v1');

/**
 * The entry of MicrositeNavigation.astro's script: once per tab (the router
 * keeps module scripts running). The window records that it has started.
 */
export function startMicrositeNavigation(): void {
  const holder = window as Window & { [startedKey]?: true };
  if (holder[startedKey]) return;
  holder[startedKey] = true;
  setupMicrositeNavigation({ window, buildHash: __MICROSITE_BUILD_HASH__ });
}
