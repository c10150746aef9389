// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPrefetcher,
  pageLinks,
  type WatchVisible,
} from '../../../../src/microsite/router/prefetcher.ts';
import { isCrawler, prefetchVeto } from '../../../../src/microsite/router/prefetch-policy.ts';

// spec §9: prefetch starts after 3 s, in batches of 4 every 3 s; it is
// skipped on 2g connections, with data saver on, for crawler user agents and
// for pages already loaded. Issue 21: only the links in the viewport count,
// and a page is never fetched twice.

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('prefetchVeto', () => {
  it('allows prefetching on a normal connection', () => {
    expect(prefetchVeto(chrome, { effectiveType: '4g', saveData: false })).toBeNull();
    expect(prefetchVeto(chrome, undefined)).toBeNull();
  });

  it('skips 2g and slow-2g connections', () => {
    expect(prefetchVeto(chrome, { effectiveType: '2g' })).toBe('slow-connection');
    expect(prefetchVeto(chrome, { effectiveType: 'slow-2g' })).toBe('slow-connection');
    expect(prefetchVeto(chrome, { effectiveType: '3g' })).toBeNull();
  });

  it('skips when data saver is on', () => {
    expect(prefetchVeto(chrome, { effectiveType: '4g', saveData: true })).toBe('save-data');
  });

  it('skips crawlers', () => {
    expect(
      isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true);
    expect(
      isCrawler('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'),
    ).toBe(true);
    expect(isCrawler('facebookexternalhit/1.1')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; YandexBot/3.0)')).toBe(true);
    expect(isCrawler(chrome)).toBe(false);
    expect(prefetchVeto('Googlebot/2.1', { effectiveType: '4g' })).toBe('crawler');
  });
});

describe('the prefetch schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/best-design-awards/');
    const links = Array.from(
      { length: 10 },
      (_, index) => `<a href="/best-design-awards/page-${index}/">${index}</a>`,
    );
    document.body.innerHTML = [
      ...links,
      '<a href="/best-design-awards/page-0/#again">duplicate</a>',
      '<a href="/logo-design">marketplace</a>',
      '<a href="https://elsewhere.test/best-design-awards/">other origin</a>',
      '<a href="/best-design-awards/">this page</a>',
    ].join('');
    document.head.innerHTML = '';
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** The addresses prefetched, in order. */
  const prefetchedFiles = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map(
      (link) => new URL(link.href).pathname,
    );
  /** The pages prefetched, in order (a navigation document stands for its page). */
  const prefetched = () => prefetchedFiles().map((path) => path.replace(/index\.nav\.html$/, ''));

  // The viewport, as the prefetcher sees it: every link is in it unless a test says otherwise.
  let inViewport: (anchor: Element) => boolean;
  let watched: { elements: readonly Element[]; onVisible: (element: Element) => void }[];
  beforeEach(() => {
    inViewport = () => true;
    watched = [];
  });
  const watchVisible: WatchVisible = (elements, onVisible) => {
    const watch = { elements, onVisible };
    watched.push(watch);
    elements.filter(inViewport).forEach(onVisible);
    return () => (watched = watched.filter((other) => other !== watch));
  };
  /** The reader scrolls `anchor` into view. */
  const scrollTo = (anchor: Element) => {
    for (const watch of watched) if (watch.elements.includes(anchor)) watch.onVisible(anchor);
  };
  const anchor = (path: string) => {
    const found = document.querySelector(`a[href="${path}"]`);
    if (!found) throw new Error(`no link to ${path}`);
    return found;
  };

  const start = (
    userAgent = chrome,
    connection: { effectiveType?: string; saveData?: boolean } = {},
  ) => {
    const prefetcher = createPrefetcher({
      document,
      location: window.location,
      userAgent,
      connection,
      setTimeout: (callback, ms) => window.setTimeout(callback, ms) as unknown as number,
      clearTimeout: (id) => window.clearTimeout(id),
      watchVisible,
    });
    prefetcher.markLoaded(new URL(window.location.href));
    return { prefetcher, stop: prefetcher.startForPage() };
  };

  it('lists the internal pages the page links to, once each', () => {
    expect([...pageLinks(document, window.location).keys()]).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `/best-design-awards/page-${index}/`),
      '/best-design-awards/',
    ]);
  });

  it('starts after 3 s and fetches 4 pages every 3 s, never the page already loaded', () => {
    start();
    vi.advanceTimersByTime(2_999);
    expect(prefetched()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(prefetched()).toEqual([0, 1, 2, 3].map((index) => `/best-design-awards/page-${index}/`));
    vi.advanceTimersByTime(2_999);
    expect(prefetched()).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(prefetched()).toHaveLength(8);
    vi.advanceTimersByTime(3_000);
    expect(prefetched()).toHaveLength(10);
    expect(prefetched()).not.toContain('/best-design-awards/');
    vi.advanceTimersByTime(30_000);
    expect(prefetched()).toHaveLength(10);
  });

  it('skips pages the reader has loaded or that were prefetched before', () => {
    const { prefetcher, stop } = start();
    prefetcher.markLoaded(new URL('/best-design-awards/page-1/', window.location.href));
    vi.advanceTimersByTime(3_000);
    expect(prefetched()).toEqual([0, 2, 3, 4].map((index) => `/best-design-awards/page-${index}/`));
    stop();
    // The next page starts a new schedule that knows what was fetched.
    prefetcher.startForPage();
    vi.advanceTimersByTime(3_000);
    expect(prefetched().slice(4)).toEqual(
      [5, 6, 7, 8].map((index) => `/best-design-awards/page-${index}/`),
    );
  });

  it('stops when the reader navigates away', () => {
    const { stop } = start();
    vi.advanceTimersByTime(3_000);
    stop();
    vi.advanceTimersByTime(30_000);
    expect(prefetched()).toHaveLength(4);
  });

  it('prefetches only the pages linked from the viewport, and a link scrolled into view at the next batch', () => {
    // The first screen shows two of the ten links.
    inViewport = (element) =>
      ['/best-design-awards/page-1/', '/best-design-awards/page-6/'].includes(
        element.getAttribute('href') ?? '',
      );
    start();
    vi.advanceTimersByTime(3_000);
    expect(prefetched()).toEqual(['/best-design-awards/page-1/', '/best-design-awards/page-6/']);
    vi.advanceTimersByTime(30_000);
    expect(prefetched()).toHaveLength(2);

    // The schedule had run dry: a link that comes into view waits one interval.
    scrollTo(anchor('/best-design-awards/page-3/'));
    vi.advanceTimersByTime(2_999);
    expect(prefetched()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(prefetched()).toEqual([
      '/best-design-awards/page-1/',
      '/best-design-awards/page-6/',
      '/best-design-awards/page-3/',
    ]);
    // Seen again (scrolled away and back, or another link to it): never fetched twice.
    scrollTo(anchor('/best-design-awards/page-3/'));
    scrollTo(anchor('/best-design-awards/page-1/'));
    vi.advanceTimersByTime(30_000);
    expect(prefetched()).toHaveLength(3);
  });

  it("prefetches a page of the reader's site as its navigation document, another site's page whole", () => {
    document.body.innerHTML = [
      '<a href="/best-design-awards/2024/">a year</a>',
      '<a href="/best-design-awards/de/2024/">the year in German</a>',
      '<a href="/best-design-awards/2023">an address without its slash</a>',
    ].join('');
    start();
    vi.advanceTimersByTime(3_000);
    expect(prefetchedFiles()).toEqual([
      '/best-design-awards/2024/index.nav.html',
      '/best-design-awards/de/2024/',
      '/best-design-awards/2023',
    ]);
  });

  it('never prefetches the same page twice, across pages of the tab', () => {
    const { prefetcher, stop } = start();
    vi.advanceTimersByTime(30_000);
    stop();
    prefetcher.startForPage();
    vi.advanceTimersByTime(30_000);
    expect(prefetched()).toHaveLength(10);
    expect(new Set(prefetched()).size).toBe(10);
  });

  it.each([
    ['a 2g connection', chrome, { effectiveType: '2g' }],
    ['data saver', chrome, { effectiveType: '4g', saveData: true }],
    ['a crawler', 'Mozilla/5.0 (compatible; Googlebot/2.1)', {}],
  ])('prefetches nothing for %s', (_case, userAgent, connection) => {
    start(userAgent, connection);
    vi.advanceTimersByTime(30_000);
    expect(prefetched()).toEqual([]);
  });
});
