import { isMicrositePath, micrositeFile } from '../base-path.ts';
import { loadDeclaredScripts } from '../scripts/declarative-scripts.ts';
import { pageScriptLoader } from '../scripts/page-script-loader.ts';
import { trackClicks, trackPage, type AnalyticsEnvironment } from './analytics.ts';
import { createAnnouncer, removeAstroAnnouncer, renderAnnouncement } from './announcer.ts';
import {
  fetchDeployedBuildHash,
  mustReloadForBuild,
  releaseIfRunning,
} from './build-hash-check.ts';
import { watchChunkErrors } from './chunk-error.ts';
import { createDelayedLoad, renderNotice } from './delayed-load-notice.ts';
import { keepInstantScrolling, setupHashScroll } from './hash-scroll.ts';
import { pageLoader } from './page-loader.ts';
import { createPrefetcher } from './prefetcher.ts';
import { createReloadGuard } from './reload-guard.ts';
import { onRouterEvent } from './router-events.ts';
import { watchServiceWorkerUpdates } from './service-worker-update.ts';
import { createTransitionTiming, renderPhase } from './transition-timing.ts';

// The microsite's navigation, wired into Astro's ClientRouter (design.md §4
// "The microsite's navigation"). Each behaviour lives in its own module;
// this file only connects them to the router's events, once per tab.

export interface NavigationOptions {
  window: Window;
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

  const guard = createReloadGuard(() => window.sessionStorage);
  releaseIfRunning(buildHash, guard);
  const timing = createTransitionTiming(timers);
  const delayed = createDelayedLoad(timers);
  const announcer = createAnnouncer();
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
  });
  const analytics: AnalyticsEnvironment = {
    analytics: () => window.analytics,
    log: (message) => console.log(message),
  };
  const scripts = pageScriptLoader(window);

  let referrer = document.referrer;
  let leaving = referrer;
  let swapped = false;
  let stopPrefetch = () => {};
  let unloadScripts = () => {};

  const cleanups = [
    renderPhase(timing.$phase, () => document.documentElement),
    renderNotice(
      delayed.$delayed,
      () => document.querySelector<HTMLElement>('[data-delayed-load-notice]'),
      () => meta('awards:delayed-load'),
    ),
    renderAnnouncement(announcer.$announcement, () =>
      document.querySelector<HTMLElement>('[data-route-announcer]'),
    ),
    removeAstroAnnouncer(document),
    setupHashScroll({
      document,
      location,
      prefersReducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    }),
    watchChunkErrors({ window, buildHash, guard, hardNavigate: (href) => location.assign(href) }),
    serviceWorker.stop,
    trackClicks(document, analytics, () => referrer),

    onRouterEvent(document, 'astro:before-preparation', (event) => {
      // Pages of the marketplace are another application; after a service
      // worker update every page must come from the network: full loads.
      if (!isMicrositePath(event.to.pathname) || serviceWorker.$updated.get()) {
        event.preventDefault();
        return;
      }
      const load = pageLoader(event, {
        document,
        fetch: fetchImpl,
        parse: (html) => new DOMParser().parseFromString(html, 'text/html'),
      });
      const from = event.from.href;
      event.loader = async () => {
        delayed.start();
        try {
          const [deployedHash] = await Promise.all([
            fetchDeployedBuildHash(fetchImpl, micrositeFile('app-data.json'), event.signal),
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
      announcer.clear();
      stopPrefetch();
      unloadScripts();
    }),
    onRouterEvent(document, 'astro:after-swap', () => {
      swapped = true;
      timing.enter();
    }),
    onRouterEvent(document, 'astro:page-load', () => {
      prefetcher.markLoaded(new URL(location.href));
      stopPrefetch = prefetcher.startForPage();
      unloadScripts = loadDeclaredScripts(document, scripts);
      if (!swapped) return; // the first page of the tab: nothing to announce or track
      swapped = false;
      referrer = leaving;
      announcer.announce(document, meta('awards:navigated-to'));
      trackPage(analytics, {
        url: location.href,
        path: location.pathname,
        title: document.title,
        referrer,
      });
    }),
  ];

  return () => {
    stopPrefetch();
    unloadScripts();
    for (const cleanup of cleanups) cleanup();
  };
}

/** The entry of the layout's script: once per tab (the router keeps module scripts running). */
export function startMicrositeNavigation(): void {
  setupMicrositeNavigation({ window, buildHash: __MICROSITE_BUILD_HASH__ });
}
