import { pageFetchRetries } from '../constants.ts';

// How a page fetch during navigation ends (spec §4, §8): a page to show, the
// site's 404 page for a missing page, its 500 page for a server error, and
// any other failure retried up to 3 times before the router falls back to a
// full page load. A failure carries no reason: the fallback is the same for
// every one, and its text would be bytes in every reader's first load.

export type FetchOutcome =
  | { kind: 'page'; html: string; url: string; status: number }
  | { kind: 'failed' }
  /** A 404, when `errorPages.notFound` is null. */
  | { kind: 'missing' };

export type ResponseKind = 'page' | 'not-found' | 'server-error' | 'not-html' | 'retry';

/** What a response means for the navigation. */
export function classifyResponse(status: number, contentType: string | null): ResponseKind {
  if (status === 404) return 'not-found';
  if (status === 500) return 'server-error';
  if (status < 200 || status > 299) return 'retry';
  const mediaType = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'text/html' || mediaType === 'application/xhtml+xml' ? 'page' : 'not-html';
}

export interface PageFetchOptions {
  fetch: typeof fetch;
  /**
   * The site's error pages, fetched instead of a missing or failing page; a
   * null `notFound` reports a 404 as `missing` instead.
   */
  errorPages: { notFound: string | null; serverError: string };
  signal?: AbortSignal | undefined;
  retries?: number;
}

async function attempt(url: string, options: PageFetchOptions): Promise<Response | null> {
  try {
    return await options.fetch(url, {
      signal: options.signal ?? null,
      headers: { Accept: 'text/html' },
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return null;
  }
}

/**
 * Fetches `url` for the router. 404 and 500 answers are not retried: the
 * site's 404 or 500 page is fetched and shown at the requested address.
 * Network errors and other statuses are retried `retries` times (3).
 */
export async function fetchPage(url: string, options: PageFetchOptions): Promise<FetchOutcome> {
  const retries = options.retries ?? pageFetchRetries;
  for (let attemptNumber = 0; attemptNumber <= retries; attemptNumber += 1) {
    const response = await attempt(url, options);
    if (!response) continue;
    const kind = classifyResponse(response.status, response.headers.get('content-type'));
    switch (kind) {
      case 'page':
        return {
          kind: 'page',
          html: await response.text(),
          url: response.url || url,
          status: response.status,
        };
      case 'not-found':
        if (options.errorPages.notFound === null) return { kind: 'missing' };
        return fetchErrorPage(options.errorPages.notFound, options);
      case 'server-error':
        return fetchErrorPage(options.errorPages.serverError, options);
      case 'not-html':
        return { kind: 'failed' };
      case 'retry':
        continue;
    }
  }
  return { kind: 'failed' };
}

async function fetchErrorPage(url: string, options: PageFetchOptions): Promise<FetchOutcome> {
  const response = await attempt(url, options);
  if (
    !response ||
    classifyResponse(response.status, response.headers.get('content-type')) !== 'page'
  ) {
    return { kind: 'failed' };
  }
  return { kind: 'page', html: await response.text(), url, status: response.status };
}
