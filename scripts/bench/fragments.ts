import { Agent, request } from 'node:http';
import type { BenchContext } from './context.ts';
import { notMeasuredFigure, valueFigure, type Figure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { startReferenceServer } from './reference-server.ts';

// Fragments per second through the reference server's HTTP endpoint
// `GET /fragments/<tag>?site=…&locale=…` (server-rendered elements for
// templates that are not written in Node), with its in-memory cache and
// without it: the same request again and again on loopback, a few at a time,
// for a fixed time. A server without the endpoint (it answers 404) gives a
// "not measured" row with the reason, never a pass.

/** The reference server's switch for the /fragments endpoint's in-memory cache (server/README.md). */
const cacheOffArgs: readonly string[] = ['--no-fragment-cache'];

const tags = ['site-header', 'site-footer'] as const;
const query = 'site=us-en&locale=en-US';
/** Requests in flight at once (the machine has two cores; the server is one process). */
export const concurrency = 4;
export const warmUpRequests = 50;
export const measuredMs = 3000;

const noEndpoint = 'the reference server has no /fragments endpoint';

interface Answer {
  status: number;
  body: string;
}

function get(agent: Agent, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Successful answers per second for `url` (200, holding `<tag`), sent with
 * `headers`, `concurrency` at a time for `measuredMs` after `warmUpRequests`.
 */
export async function throughput(
  url: string,
  tag: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const check = (answer: Answer) => {
      if (answer.status !== 200 || !answer.body.includes(`<${tag}`))
        throw new Error(`GET ${url} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    };
    for (let i = 0; i < warmUpRequests; i += 1) check(await get(agent, url, headers));
    let done = 0;
    const start = performance.now();
    const end = start + measuredMs;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          check(await get(agent, url, headers));
          done += 1;
        }
      }),
    );
    return (done * 1000) / (performance.now() - start);
  } finally {
    agent.destroy();
  }
}

/** The endpoint's rows on one server: a rate per tag, or why there is none. */
async function rows(
  origin: string | null,
  cache: 'cached' | 'uncached',
  reason: string,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const tag of tags) {
    const key = `fragments.${cache}.${tag}`;
    const label = `GET /fragments/${tag}, ${cache === 'cached' ? 'with' : 'without'} the cache`;
    if (origin === null) {
      figures.push(notMeasuredFigure(key, label, reason));
      continue;
    }
    const url = `${origin}/fragments/${tag}?${query}`;
    const agent = new Agent({ keepAlive: false });
    const probe = await get(agent, url).finally(() => agent.destroy());
    if (probe.status === 404) {
      figures.push(notMeasuredFigure(key, label, `${noEndpoint} (404)`));
      continue;
    }
    figures.push(valueFigure(key, label, 'per-s', await throughput(url, tag)));
  }
  return figures;
}

async function withCacheOff(context: BenchContext): Promise<Figure[]> {
  const server = await startReferenceServer(context.buildRoot, cacheOffArgs);
  try {
    return await rows(server.origin, 'uncached', noEndpoint);
  } finally {
    await server.close();
  }
}

export const fragments: Measurement = {
  id: 'fragments',
  title: 'Server renderer: fragments per second through GET /fragments/<tag>',
  async run(context) {
    const server = await context.referenceServer();
    const cached = await rows(server.origin, 'cached', noEndpoint);
    // Without the endpoint there is nothing to switch off.
    const uncached = cached.every((figure) => figure.kind === 'not-measured')
      ? await rows(null, 'uncached', `${noEndpoint} (404)`)
      : await withCacheOff(context);
    return {
      figures: [...cached, ...uncached],
      notes: [
        `GET /fragments/<tag>?${query} on loopback, ${concurrency} requests at a time (keep-alive) for ${measuredMs / 1000} s after ${warmUpRequests} warm-up requests; a rate counts answers that are 200 and hold the element.`,
        'With the cache: the server as the bench starts it (its cache on by default); without: a second server started with the cache switched off.',
      ],
    };
  },
};
