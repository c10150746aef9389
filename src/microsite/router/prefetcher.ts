import { observable, type WritableValue } from './observable.ts';
import { prefetchBatchIntervalMs, prefetchBatchSize, prefetchStartDelayMs } from '../constants.ts';
import { isMicrositePath } from '../base-path.ts';
import { navigationDocumentUrl } from './navigation-document-url.ts';
import { prefetchVeto, type ConnectionInfo } from './prefetch-policy.ts';

// Prefetches the pages this page links to (spec §9): starting 3 s after the
// page has loaded, 4 pages at a time every 3 s, never a page that was already
// loaded or prefetched, and not at all on 2g, with data saver on or for
// crawlers. Only the links the reader can see count (issue 21, as Gatsby's
// links do): a link is queued when it enters the viewport, so an idle reader
// fetches the pages of the first screen, not every page the document links
// to. A navigation stops the running schedule; the next page starts a new one.
// A page of the reader's site is prefetched as its navigation document, the
// half of it that the page loader needs (navigation-document-url.ts).

export interface PrefetcherEnvironment {
  document: Document;
  location: Location;
  userAgent: string;
  connection: ConnectionInfo | undefined;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
  /** Calls `onVisible` for each of `elements` when it enters the viewport; returns the cleanup. */
  watchVisible: WatchVisible;
}

export type WatchVisible = (
  elements: readonly Element[],
  onVisible: (element: Element) => void,
) => () => void;

/** `watchVisible` with the window's IntersectionObserver. */
export function viewportWatcher(
  window: Window & { IntersectionObserver: typeof IntersectionObserver },
): WatchVisible {
  return (elements, onVisible) => {
    const observer = new window.IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        onVisible(entry.target);
      }
    });
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  };
}

export interface Prefetcher {
  /** Pages loaded or prefetched in this tab, by path and query. */
  $known: WritableValue<ReadonlySet<string>>;
  /** Starts the schedule for the current page; returns its cleanup. */
  startForPage(): () => void;
  /** Records a page that the reader has loaded. */
  markLoaded(url: URL): void;
}

const pageKey = (url: URL) => `${url.pathname}${url.search}`;

/** The document's links to internal pages, by page (path and query), in document order. */
export function pageLinks(
  document: Document,
  location: Location,
): Map<string, HTMLAnchorElement[]> {
  const pages = new Map<string, HTMLAnchorElement[]>();
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (anchor.hasAttribute('download') || anchor.dataset['astroReload'] !== undefined) continue;
    if (anchor.target && anchor.target !== '_self') continue;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || !isMicrositePath(url.pathname)) continue;
    const key = pageKey(url);
    const anchors = pages.get(key) ?? [];
    anchors.push(anchor);
    pages.set(key, anchors);
  }
  return pages;
}

export function createPrefetcher(environment: PrefetcherEnvironment): Prefetcher {
  const $known = observable<ReadonlySet<string>>(new Set());
  const remember = (key: string) => $known.set(new Set([...$known.get(), key]));

  const prefetch = (url: URL) => {
    remember(pageKey(url));
    const link = environment.document.createElement('link');
    link.rel = 'prefetch';
    link.href = (navigationDocumentUrl(url, new URL(environment.location.href)) ?? url).href;
    link.dataset['awardsPrefetch'] = '';
    environment.document.head.append(link);
  };

  return {
    $known,
    markLoaded: (url) => remember(pageKey(url)),
    startForPage() {
      if (prefetchVeto(environment.userAgent, environment.connection)) return () => {};
      const { document, location } = environment;
      const links = pageLinks(document, location);
      const pageOf = new Map([...links].flatMap(([key, anchors]) => anchors.map((a) => [a, key])));
      // Pages with a link in the viewport, in the order they came into view.
      const visible = new Set<string>();
      let timer: number | undefined;
      let started = false;
      const pending = () => [...visible].filter((key) => !$known.get().has(key));
      const schedule = (ms: number) => {
        timer ??= environment.setTimeout(runBatch, ms);
      };
      function runBatch() {
        timer = undefined;
        started = true;
        for (const key of pending().slice(0, prefetchBatchSize))
          prefetch(new URL(key, location.href));
        if (pending().length > 0) schedule(prefetchBatchIntervalMs);
      }
      const stopWatching = environment.watchVisible([...pageOf.keys()], (anchor) => {
        const key = pageOf.get(anchor as HTMLAnchorElement);
        if (key === undefined || $known.get().has(key)) return;
        visible.add(key);
        // A link seen once the schedule has run dry waits for the next batch's time.
        if (started) schedule(prefetchBatchIntervalMs);
      });
      schedule(prefetchStartDelayMs);
      return () => {
        stopWatching();
        if (timer !== undefined) environment.clearTimeout(timer);
        timer = undefined;
      };
    },
  };
}
