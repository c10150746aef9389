import { describe, expect, it, vi } from 'vitest';
import { classifyResponse, fetchPage } from '../../../../src/microsite/router/page-fetch.ts';
import { errorPagesFor } from '../../../../src/microsite/router/page-loader.ts';

// spec §4 and §8: a failed page fetch: 404 shows the 404 page, 500 the 500
// page, other failures are retried up to 3 times, then the router falls back
// to a full page load.

const html = (body: string, status = 200) =>
  new Response(`<html><body>${body}</body></html>`, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

const errorPages = {
  notFound: '/best-design-awards/de/404/',
  serverError: '/best-design-awards/de/500/',
};

function fakeFetch(routes: Record<string, (() => Response | Promise<Response>)[]>) {
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const next = routes[url]?.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

describe('classifyResponse', () => {
  it('tells pages, missing pages, server errors and other failures apart', () => {
    expect(classifyResponse(200, 'text/html; charset=utf-8')).toBe('page');
    expect(classifyResponse(200, 'application/pdf')).toBe('not-html');
    expect(classifyResponse(404, 'text/html')).toBe('not-found');
    expect(classifyResponse(500, 'text/html')).toBe('server-error');
    expect(classifyResponse(503, 'text/html')).toBe('retry');
    expect(classifyResponse(302, null)).toBe('retry');
  });
});

describe('fetchPage', () => {
  const url = '/best-design-awards/de/2024/';

  it('returns the page when it loads', async () => {
    const { fetchImpl, calls } = fakeFetch({ [url]: [() => html('2024')] });
    const outcome = await fetchPage(url, { fetch: fetchImpl, errorPages });
    expect(outcome).toMatchObject({ kind: 'page' });
    expect(outcome.kind === 'page' && outcome.html).toContain('2024');
    expect(calls).toEqual([url]);
  });

  it('shows the site 404 page for a missing page, without retrying', async () => {
    const { fetchImpl, calls } = fakeFetch({
      [url]: [() => html('host 404', 404)],
      [errorPages.notFound]: [() => html('Diese Seite haben wir nicht gefunden')],
    });
    const outcome = await fetchPage(url, { fetch: fetchImpl, errorPages });
    expect(outcome.kind === 'page' && outcome.html).toContain('nicht gefunden');
    expect(calls).toEqual([url, errorPages.notFound]);
  });

  it('reports a missing page without fetching the 404 page when asked to', async () => {
    const { fetchImpl, calls } = fakeFetch({ [url]: [() => html('host 404', 404)] });
    const outcome = await fetchPage(url, {
      fetch: fetchImpl,
      errorPages: { ...errorPages, notFound: null },
    });
    expect(outcome).toEqual({ kind: 'missing' });
    expect(calls).toEqual([url]);
  });

  it('shows the site 500 page for a server error, without retrying', async () => {
    const { fetchImpl, calls } = fakeFetch({
      [url]: [() => html('boom', 500)],
      [errorPages.serverError]: [() => html('Bei uns ist etwas schiefgelaufen')],
    });
    const outcome = await fetchPage(url, { fetch: fetchImpl, errorPages });
    expect(outcome.kind === 'page' && outcome.html).toContain('schiefgelaufen');
    expect(calls).toEqual([url, errorPages.serverError]);
  });

  it('retries other failures 3 times and succeeds on the last try', async () => {
    const { fetchImpl, calls } = fakeFetch({
      [url]: [
        () => html('unavailable', 503),
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => html('bad gateway', 502),
        () => html('finally'),
      ],
    });
    const outcome = await fetchPage(url, { fetch: fetchImpl, errorPages });
    expect(outcome.kind === 'page' && outcome.html).toContain('finally');
    expect(calls).toHaveLength(4);
  });

  it('gives up after 3 retries (4 attempts) so the router loads the page in full', async () => {
    const { fetchImpl, calls } = fakeFetch({
      [url]: Array.from({ length: 10 }, () => () => html('down', 503)),
    });
    const outcome = await fetchPage(url, { fetch: fetchImpl, errorPages });
    expect(outcome).toEqual({ kind: 'failed' });
    expect(calls).toHaveLength(4);
  });

  it('does not retry an answer that is not HTML', async () => {
    const { fetchImpl, calls } = fakeFetch({
      [url]: [() => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } })],
    });
    expect((await fetchPage(url, { fetch: fetchImpl, errorPages })).kind).toBe('failed');
    expect(calls).toHaveLength(1);
  });

  it('fails when the error page itself cannot be loaded', async () => {
    const { fetchImpl } = fakeFetch({ [url]: [() => html('', 404)] });
    expect(await fetchPage(url, { fetch: fetchImpl, errorPages })).toMatchObject({
      kind: 'failed',
    });
  });

  it('stops when the navigation is aborted', async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    }) as unknown as typeof fetch;
    await expect(
      fetchPage(url, { fetch: fetchImpl, errorPages, signal: controller.signal }),
    ).rejects.toThrow();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('errorPagesFor', () => {
  it('uses the error pages of the site the address is in', () => {
    expect(errorPagesFor('/best-design-awards/de/nope/')).toEqual(errorPages);
    expect(errorPagesFor('/best-design-awards/nope/')).toEqual({
      notFound: '/best-design-awards/404/',
      serverError: '/best-design-awards/500/',
    });
  });
});
