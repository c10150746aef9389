import { request } from 'node:http';
import { visitors } from '../../../tests/edge/support/visitors.ts';
import { renderedByEndpoint } from '../../../tests/edge/support/page-reading.ts';
import { withEdge } from './edge-stack.ts';
import { requestLines, settledOutput, tally, type LogTally } from './fragment-log.ts';

// Signed-in page views through Varnish, Alice and Bob alternating (both
// designers of one site, one page), a bounded loop of a few at a time, on a
// fresh Varnish and a fresh fragment server: what the fragment server
// rendered and sent meanwhile, read from its log, and what the pages held.

export const views = 1_000;
export const loopConcurrency = 8;
const timeLimitMs = 30_000;

export interface RenderRun extends LogTally {
  /** Page views answered 200. */
  views: number;
  /** Page views answered otherwise. */
  failed: number;
  /** Pages whose header or footer was a fallback (not both rendered by the endpoint). */
  fallbackPages: number;
  /** Mean bytes of a page's HTML and of its chrome (the header and footer elements). */
  pageBytes: number;
  chromeBytes: number;
  /** One of Alice's pages as Varnish sends it with `Accept-Encoding: gzip`, in bytes. */
  pageGzipBytes: number;
  ms: number;
}

/** Bytes of the `<tag …>…</tag>` element in `html` (0 when it is not there). */
function elementBytes(html: string, tag: string): number {
  const start = html.indexOf(`<${tag}`);
  const end = html.lastIndexOf(`</${tag}>`);
  return start < 0 || end < start ? 0 : Buffer.byteLength(html.slice(start, end + tag.length + 3));
}

/** The body's bytes on the wire, not decoded. */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export function originRenders(path: '/' | '/private-includes'): Promise<RenderRun> {
  return withEdge(async ({ backend, varnish }) => {
    const users = [visitors.alice, visitors.bob] as const;
    // The server's start and warm-up lines stay out of the count.
    const before = (await settledOutput(backend.output)).length;
    const run = { views: 0, failed: 0, fallbackPages: 0, pageBytes: 0, chromeBytes: 0 };
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < views && performance.now() - started < timeLimitMs) {
        const user = users[next++ % 2] ?? visitors.alice;
        const response = await fetch(`${varnish.origin}${path}`, {
          headers: { cookie: `session=${user.session}`, 'accept-encoding': 'gzip' },
          signal: AbortSignal.timeout(10_000),
        });
        const html = await response.text();
        if (response.status !== 200) {
          run.failed++;
          continue;
        }
        run.views++;
        if (!renderedByEndpoint(html)) run.fallbackPages++;
        run.pageBytes += Buffer.byteLength(html);
        run.chromeBytes += elementBytes(html, 'site-header') + elementBytes(html, 'site-footer');
      }
    };
    await Promise.all(Array.from({ length: loopConcurrency }, worker));
    const ms = performance.now() - started;
    const counted = tally(requestLines((await settledOutput(backend.output)).slice(before)));
    const pageGzipBytes = await wireBytes(`${varnish.origin}${path}`, {
      cookie: `session=${visitors.alice.session}`,
      'accept-encoding': 'gzip',
    });
    const per = (total: number) => (run.views === 0 ? Number.NaN : total / run.views);
    return {
      ...counted,
      ...run,
      pageBytes: per(run.pageBytes),
      chromeBytes: per(run.chromeBytes),
      pageGzipBytes,
      ms,
    };
  });
}
