import { elementsVersion } from '../../version.ts';
import {
  createFragmentService,
  versionHeader,
  type FragmentAnswer,
  type FragmentServiceOptions,
} from './fragment-service.ts';

// The fragment endpoint as a request handler for Node's `http` (and any
// framework on it: Express, Fastify's raw mode, Koa's callback): what
// `site-shell-fragments` serves. Stateless but for a bounded cache of shared
// fragments, so it scales by adding processes behind the edge.

/** One line of the log, written as JSON, one per request. */
export interface FragmentLogLine {
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  /** The element, for /fragments/<tag>. */
  tag?: string;
  cache?: 'hit' | 'miss' | 'private';
  /** What went wrong, also when the include mode answered 200. */
  error?: string;
  field?: string;
  /** An internal error's own message. */
  detail?: string;
}

export interface FragmentHandlerOptions extends FragmentServiceOptions {
  /** Where each request's line goes. Default: one JSON line on stdout. */
  log?: (line: FragmentLogLine) => void;
}

/** What the handler reads of a request: Node's `http.IncomingMessage` (declared here, so that the types need no @types/node). */
export interface FragmentHttpRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** What the handler does with a response: Node's `http.ServerResponse`. */
export interface FragmentHttpResponse {
  readonly headersSent: boolean;
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body?: Uint8Array): unknown;
}

/** Resolves once the answer is written (it never rejects: a failure is answered too). */
export type FragmentHandler = ((
  req: FragmentHttpRequest,
  res: FragmentHttpResponse,
) => Promise<void>) & {
  /** Bytes of shared fragments the cache holds now. */
  readonly cacheBytes: number;
};

const fragmentPath = /^\/fragments\/([^/]+)$/;

/**
 * `GET /fragments/<tag>?<attributes>` (the same answers, validation and
 * errors as the reference server's endpoint), `GET /healthz`, and a JSON 404
 * for anything else. HEAD is answered as GET without the body.
 */
export function createFragmentHandler(options: FragmentHandlerOptions = {}): FragmentHandler {
  const service = createFragmentService(options);
  const log =
    options.log ?? ((line: FragmentLogLine) => process.stdout.write(`${JSON.stringify(line)}\n`));

  async function handle(req: FragmentHttpRequest, res: FragmentHttpResponse): Promise<void> {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://fragments.invalid');
    const line: Partial<FragmentLogLine> = {};
    let answer: FragmentAnswer;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answer = json(405, { error: { code: 'method_not_allowed', message: 'Only GET and HEAD.' } });
      answer.headers['allow'] = 'GET, HEAD';
    } else if (url.pathname === '/healthz') {
      answer = json(200, { status: 'ok', version: elementsVersion });
    } else {
      const match = fragmentPath.exec(url.pathname);
      if (!match?.[1]) {
        answer = json(404, { error: { code: 'not_found', message: `No route ${url.pathname}.` } });
      } else {
        const tag = decodeURIComponent(match[1]);
        line.tag = tag;
        answer = await service.answer({
          tag,
          query: url.search,
          acceptEncoding: req.headers['accept-encoding'],
          ifNoneMatch: header(req.headers['if-none-match']),
        });
        if (answer.status === 200 || answer.status === 304) {
          line.cache = answer.headers['cache-control']?.startsWith('public')
            ? answer.cached
              ? 'hit'
              : 'miss'
            : 'private';
        }
      }
    }
    if (answer.problem) {
      line.error = answer.problem.code;
      if (answer.problem.field !== undefined) line.field = answer.problem.field;
      if (answer.problem.cause !== undefined) line.detail = String(answer.problem.cause);
    }
    res.writeHead(answer.status, {
      ...answer.headers,
      'content-length': String(answer.body.byteLength),
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
    log({
      time: new Date().toISOString(),
      method: req.method ?? 'GET',
      path: url.pathname,
      status: answer.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      bytes: answer.body.byteLength,
      ...line,
    });
  }

  const handler = (req: FragmentHttpRequest, res: FragmentHttpResponse) =>
    handle(req, res).catch((error: unknown) => {
      // Only a bug of this file gets here: the service answers every failure.
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
      log({
        time: new Date().toISOString(),
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        status: 500,
        ms: 0,
        bytes: 0,
        error: 'internal_error',
        detail: String(error),
      });
    });
  return Object.defineProperty(handler, 'cacheBytes', {
    get: () => service.cacheBytes,
  }) as FragmentHandler;
}

function json(status: number, body: unknown): FragmentAnswer {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      [versionHeader]: elementsVersion,
    },
    body: Buffer.from(JSON.stringify(body), 'utf8'),
    cached: false,
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
