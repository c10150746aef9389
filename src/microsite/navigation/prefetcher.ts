import { observable, type WritableValue } from './observable.ts';
import { prefetchBatchIntervalMs, prefetchBatchSize, prefetchStartDelayMs } from '../constants.ts';
import { isMicrositePath } from '../base-path.ts';
import { prefetchVeto, type ConnectionInfo } from './prefetch-policy.ts';

// Prefetches the pages this page links to (spec §9): starting 3 s after the
// page has loaded, 4 pages at a time every 3 s, never a page that was already
// loaded or prefetched, and not at all on 2g, with data saver on or for
// crawlers. A navigation stops the running schedule; the next page starts a
// new one.

export interface PrefetcherEnvironment {
  document: Document;
  location: Location;
  userAgent: string;
  connection: ConnectionInfo | undefined;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
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

/** The internal pages the document links to, in document order, each once. */
export function linkedPages(document: Document, location: Location): URL[] {
  const seen = new Set<string>();
  const pages: URL[] = [];
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (anchor.hasAttribute('download') || anchor.dataset['astroReload'] !== undefined) continue;
    if (anchor.target && anchor.target !== '_self') continue;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || !isMicrositePath(url.pathname)) continue;
    const key = pageKey(url);
    if (seen.has(key)) continue;
    seen.add(key);
    url.hash = '';
    pages.push(url);
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
    link.href = url.href;
    link.dataset['awardsPrefetch'] = '';
    environment.document.head.append(link);
  };

  return {
    $known,
    markLoaded: (url) => remember(pageKey(url)),
    startForPage() {
      if (prefetchVeto(environment.userAgent, environment.connection)) return () => {};
      let timer: number | undefined;
      const runBatch = () => {
        const queue = linkedPages(environment.document, environment.location).filter(
          (url) => !$known.get().has(pageKey(url)),
        );
        for (const url of queue.slice(0, prefetchBatchSize)) prefetch(url);
        timer =
          queue.length > prefetchBatchSize
            ? environment.setTimeout(runBatch, prefetchBatchIntervalMs)
            : undefined;
      };
      timer = environment.setTimeout(runBatch, prefetchStartDelayMs);
      return () => {
        if (timer !== undefined) environment.clearTimeout(timer);
      };
    },
  };
}
