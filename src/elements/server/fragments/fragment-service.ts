import { createHash } from 'node:crypto';
import { CompressedCache } from '../../../lib/compressed-cache.ts';
import {
  compress,
  compressQuickly,
  negotiateEncoding,
  type ContentEncoding,
} from '../../../lib/http-compression.ts';
import { elementsVersion } from '../../version.ts';
import { SiteElementError } from '../element-error.ts';
import { elementTags } from '../element-tags.ts';
import { personalAttributes } from '../../rendered-for.ts';
import { renderElement, renderShadowRoot } from '../render-element.tsx';
import { fallbackFragment } from './fallback-fragment.ts';

// GET /fragments/<tag>?<attributes>, as a function of the request: the one
// implementation behind the reference server's endpoint and the deployable
// fragment server (fragment-handler.ts). The query parameters are the
// element's attributes by their kebab-case names; a presence boolean
// (`drawers`) is on when its parameter is there, as on a tag. `fallback`
// (presence) is the include mode of an edge (SSI, ESI): every failure answers
// 200 with the plain tag and its fallback markup, never an error body that
// the edge would paste into the customer's page.
// docs/elements/server-rendering.md is the template author's guide,
// docs/elements/edge.md the operator's.

/** The include mode's query parameter; it is not an attribute. */
export const fallbackParameter = 'fallback';

/**
 * Asks for the shadow root alone (`renderShadowRoot`), for a tag the page
 * writes itself with the user's own bits in its user slots: the shared part
 * of a signed-in chrome. Not an attribute either.
 */
export const shadowRootParameter = 'shadow-root';

/** How long a shared cache may keep a logged-out fragment without asking again. */
export const publicMaxAgeSeconds = 600;

/** The render's time budget in include mode: past it, the fallback answers (the render still fills the cache). */
export const defaultTimeBudgetMs = 250;

/** Names the package version that rendered an answer. */
export const versionHeader = 'site-shell-version';
/** Names what went wrong when the include mode answered the fallback. */
export const errorHeader = 'site-shell-error';

export interface FragmentServiceOptions {
  /** Where pages serve dist-elements/ (the shadow stylesheet's folder). Default `/dist-elements/`. */
  assetsBase?: string;
  /** Bytes of shared (logged-out) fragments kept in memory, least recently used out first; 0 keeps none. Default 16 MiB. */
  cacheBytes?: number;
  /** The include mode's render budget in milliseconds. Default 250. */
  timeBudgetMs?: number;
  /** Renders one element: the package's renderElement; a test may slow it or make it fail. */
  render?: (
    tag: string,
    attributes: Record<string, string>,
    options: { assetsBase: string; shadowRoot: boolean },
  ) => Promise<string>;
}

export interface FragmentRequest {
  /** The element, from the path. */
  tag: string;
  /** The query string, with or without its `?`. */
  query: string;
  /** The request's `Accept-Encoding` and `If-None-Match`. */
  acceptEncoding?: string | string[] | undefined;
  ifNoneMatch?: string | undefined;
}

/** What went wrong, as the JSON error body and the include mode's header name it. */
export interface FragmentProblem {
  status: number;
  code:
    | 'bad_attribute'
    | 'unknown_attribute'
    | 'personal_attribute'
    | 'invalid_query'
    | 'unknown_element'
    | 'internal_error'
    | 'timeout';
  message: string;
  field?: string;
  /** The error behind an internal error, for the log. */
  cause?: unknown;
}

export interface FragmentAnswer {
  status: number;
  headers: Record<string, string>;
  /** The bytes to send (a Buffer in Node). */
  body: Uint8Array;
  /** Set when something went wrong (the include mode still answers 200): for the log line. */
  problem?: FragmentProblem;
  /** Whether a shared fragment came from the cache. */
  cached: boolean;
}

export interface FragmentService {
  answer(request: FragmentRequest): Promise<FragmentAnswer>;
  /** Bytes the cache holds now. */
  readonly cacheBytes: number;
}

export function createFragmentService(options: FragmentServiceOptions = {}): FragmentService {
  const assetsBase = options.assetsBase ?? '/dist-elements/';
  const timeBudgetMs = options.timeBudgetMs ?? defaultTimeBudgetMs;
  const render =
    options.render ??
    ((
      tag: string,
      attributes: Record<string, string>,
      how: { assetsBase: string; shadowRoot: boolean },
    ) =>
      how.shadowRoot
        ? renderShadowRoot(tag, attributes, { assetsBase: how.assetsBase })
        : renderElement(tag, attributes, { assetsBase: how.assetsBase }));
  const cacheBytes = options.cacheBytes ?? 16 * 1024 * 1024;
  const cache = cacheBytes > 0 ? new CompressedCache(cacheBytes) : null;

  /** The identity body of a fragment, from the cache when it is shared. */
  function rendered(
    tag: string,
    attributes: Record<string, string>,
    shadowRoot: boolean,
    key: string | null,
  ) {
    const make = async () =>
      Buffer.from(await render(tag, attributes, { assetsBase, shadowRoot }), 'utf8');
    if (!cache || key === null) return { body: make(), cached: false };
    const hit = cache.get(key);
    if (hit) return { body: Promise.resolve(hit), cached: true };
    return {
      body: cache.getOrMake(key, async () => ({ body: await make(), keep: true })),
      cached: false,
    };
  }

  /** The body in the negotiated encoding; a shared one's compressed bytes are cached too. */
  async function encoded(
    key: string | null,
    identity: Buffer,
    encoding: ContentEncoding | null,
  ): Promise<Buffer> {
    if (encoding === null) return identity;
    if (!cache || key === null) return compressQuickly(identity, encoding);
    return cache.getOrMake(`${key}\0${encoding}`, async () => ({
      body: await compress(identity, encoding),
      keep: true,
    }));
  }

  async function answer(request: FragmentRequest): Promise<FragmentAnswer> {
    const parsed = parseQuery(request.query);
    const includeMode = parsed.fallback;
    const encoding = negotiateEncoding(request.acceptEncoding);
    const base = { [versionHeader]: elementsVersion, vary: 'accept-encoding' };

    const fail = async (problem: FragmentProblem): Promise<FragmentAnswer> => {
      if (!includeMode) {
        const body = Buffer.from(
          JSON.stringify({
            error: {
              code: problem.code,
              message: problem.message,
              ...(problem.field === undefined ? {} : { field: problem.field }),
            },
          }),
          'utf8',
        );
        return {
          status: problem.status,
          headers: {
            ...base,
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
          },
          body,
          problem,
          cached: false,
        };
      }
      const html = await fallbackFragment({
        tag: request.tag,
        attributes: parsed.ok ? parsed.attributes : [],
        assetsBase,
        shadowRoot: parsed.shadowRoot,
      }).catch(() => '');
      const identity = Buffer.from(html, 'utf8');
      return {
        status: 200,
        headers: {
          ...base,
          'content-type': 'text/html; charset=utf-8',
          // One visitor's failure must not become everyone's page.
          'cache-control': 'private, no-store',
          [errorHeader]: `${problem.code}${problem.field === undefined ? '' : `; field=${problem.field}`}`,
          ...(encoding ? { 'content-encoding': encoding } : {}),
        },
        body: encoding ? compressQuickly(identity, encoding) : identity,
        problem,
        cached: false,
      };
    };

    if (!parsed.ok) {
      return fail({
        status: 400,
        code: 'invalid_query',
        message: `The parameter "${parsed.repeated}" is given more than once.`,
        field: parsed.repeated,
      });
    }
    if (!(elementTags as readonly string[]).includes(request.tag)) {
      return fail({
        status: 404,
        code: 'unknown_element',
        message: `<${request.tag}> is not a site element; expected one of ${elementTags.join(', ')}.`,
        field: 'tag',
      });
    }
    const attributes = Object.fromEntries(parsed.attributes);
    const shared = !personalAttributes.some((name) => Object.hasOwn(attributes, name));
    const { shadowRoot } = parsed;
    // The cache's key: a shared fragment's only (a user's is never kept).
    const key = shared ? cacheKey(request.tag, attributes, shadowRoot) : null;
    const { body, cached } = rendered(request.tag, attributes, shadowRoot, key);
    let identity: Buffer;
    try {
      identity = includeMode ? await withinBudget(body, timeBudgetMs) : await body;
    } catch (error) {
      return fail(problemOf(error, timeBudgetMs));
    }
    const etag = etagOf(identity, encoding);
    const headers: Record<string, string> = {
      ...base,
      'content-type': 'text/html; charset=utf-8',
      etag,
      'cache-control': shared ? `public, max-age=${publicMaxAgeSeconds}` : 'private, no-store',
    };
    if (shared && matches(request.ifNoneMatch, etag)) {
      return { status: 304, headers, body: Buffer.alloc(0), cached };
    }
    const bytes = await encoded(key, identity, encoding);
    if (encoding) headers['content-encoding'] = encoding;
    return { status: 200, headers, body: bytes, cached };
  }

  return {
    answer,
    get cacheBytes() {
      return cache?.bytes ?? 0;
    },
  };
}

type ParsedQuery = { fallback: boolean; shadowRoot: boolean } & (
  { ok: true; attributes: [string, string][] } | { ok: false; repeated: string }
);

/** The attributes in the query's order; a repeated one is refused (which would win?). */
function parseQuery(query: string): ParsedQuery {
  const params = new URLSearchParams(query);
  const modes = {
    fallback: params.has(fallbackParameter),
    shadowRoot: params.has(shadowRootParameter),
  };
  const attributes: [string, string][] = [];
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (name === fallbackParameter || name === shadowRootParameter) continue;
    if (seen.has(name)) return { ok: false, repeated: name, ...modes };
    seen.add(name);
    attributes.push([name, value]);
  }
  return { ok: true, attributes, ...modes };
}

function cacheKey(tag: string, attributes: Record<string, string>, shadowRoot: boolean): string {
  const query = new URLSearchParams(Object.entries(attributes).sort()).toString();
  return `${tag}${shadowRoot ? '#shadow-root' : ''}?${query}`;
}

class TimeBudgetError extends Error {}

/** The render, or a TimeBudgetError once `ms` have passed (the render goes on, and fills the cache). */
function withinBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeBudgetError()), ms);
  });
  work.catch(() => {}); // a failure after the budget is nobody's
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function problemOf(error: unknown, budgetMs: number): FragmentProblem {
  if (error instanceof TimeBudgetError) {
    return { status: 503, code: 'timeout', message: `The render took longer than ${budgetMs} ms.` };
  }
  if (error instanceof SiteElementError) {
    if (error.code === 'unknown-element') {
      return { status: 404, code: 'unknown_element', message: error.message, field: 'tag' };
    }
    return {
      status: 400,
      code:
        error.code === 'unknown-attribute'
          ? 'unknown_attribute'
          : error.code === 'personal-attribute'
            ? 'personal_attribute'
            : 'bad_attribute',
      message: error.message,
      field: error.attribute ?? 'tag',
    };
  }
  return {
    status: 500,
    code: 'internal_error',
    message: 'The fragment could not be rendered.',
    cause: error,
  };
}

/**
 * A strong ETag per representation: a digest of the HTML, marked with the
 * encoding (equal HTML in another encoding is another representation).
 */
function etagOf(identity: Buffer, encoding: ContentEncoding | null): string {
  let digest = digests.get(identity);
  if (digest === undefined) {
    digest = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
    digests.set(identity, digest);
  }
  return `"${digest}${encoding ? `-${encoding}` : ''}"`;
}

/** Digests of cached bodies, computed once per body. */
const digests = new WeakMap<Buffer, string>();

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((candidate) => candidate.trim() === etag);
}
