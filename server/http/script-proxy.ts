import type { IncomingMessage, ServerResponse } from 'node:http';
import { scriptProxyPath } from '../../src/microsite/third-party-scripts/partytown-paths.ts';

// The third-party script proxy (spec §7): `GET <path>?url=<encoded address>`
// fetches the script for Partytown's worker, which cannot load cross-origin
// scripts without CORS. It forwards only addresses on the allow-list, exactly
// as written there (no prefixes, no redirects to elsewhere), so it can never
// be used as an open proxy. Framework-free: mount it in any Node server.
//
//   const proxy = createScriptProxy({ allowList: ['https://cdn.example.com/widget.js'] });
//   http.createServer((req, res) => { if (!proxy(req, res)) next(req, res); });

export interface ScriptProxyOptions {
  /** The exact script addresses that may be fetched (https or http). */
  allowList: readonly string[];
  /** Where the proxy answers; defaults to the microsite's proxy path. */
  path?: string;
  /** Injectable for tests. */
  fetch?: typeof fetch;
  /** Upstream timeout (ms). */
  timeoutMs?: number;
}

export type ScriptProxyHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

const passThroughHeaders = ['content-type', 'cache-control', 'etag', 'last-modified'];

function normalise(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An error as the reference server writes every error (server/README.md):
 * `{ "error": { "code", "message", "field"? } }`, JSON, not cached.
 */
function reply(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  field?: string,
): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify({ error: field ? { code, message, field } : { code, message } }));
}

export function createScriptProxy(options: ScriptProxyOptions): ScriptProxyHandler {
  const path = options.path ?? scriptProxyPath;
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const allowed = new Set<string>();
  for (const address of options.allowList) {
    const normalised = normalise(address);
    if (!normalised)
      throw new Error(`Script proxy allow-list: "${address}" is not an http(s) address.`);
    allowed.add(normalised);
  }

  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://proxy.invalid');
    if (url.pathname !== path) return false;

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      reply(response, 405, 'method_not_allowed', 'The script proxy answers GET and HEAD only.');
      return true;
    }
    const target = url.searchParams.get('url');
    const normalised = target ? normalise(target) : null;
    if (!normalised) {
      reply(
        response,
        400,
        'invalid_query',
        'Expected ?url= with an http(s) script address.',
        'url',
      );
      return true;
    }
    if (!allowed.has(normalised)) {
      reply(response, 403, 'not_allowed', 'This address is not on the script allow-list.', 'url');
      return true;
    }

    void (async () => {
      try {
        const upstream = await fetchImpl(normalised, {
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/javascript, text/javascript, */*;q=0.1' },
        });
        if (!upstream.ok) {
          reply(response, 502, 'upstream_failed', `The script's host answered ${upstream.status}.`);
          return;
        }
        const headers: Record<string, string> = { 'access-control-allow-origin': '*' };
        for (const name of passThroughHeaders) {
          const value = upstream.headers.get(name);
          if (value) headers[name] = value;
        }
        const body = request.method === 'HEAD' ? null : Buffer.from(await upstream.arrayBuffer());
        response.writeHead(200, headers);
        response.end(body);
      } catch (error) {
        if (!response.headersSent)
          reply(
            response,
            502,
            'upstream_failed',
            `The script's host could not be reached: ${(error as Error).message}`,
          );
        else response.destroy();
      }
    })();
    return true;
  };
}
