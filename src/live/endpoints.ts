/**
 * Where the live clients talk to. The element layer passes the `api-base`,
 * `graphql-url` and `graphql-ws-url` attributes; anything left out defaults to
 * the page's origin (spec issue 6), so a legacy page on the marketplace's own
 * host needs no attribute at all.
 */
export interface LiveEndpointOptions {
  /** Origin (and optional path prefix) of the REST calls of spec §7, e.g. `https://api.example.com`. */
  apiBase?: string | undefined;
  /** GraphQL over HTTP; default `{origin}/graphql`. */
  graphqlUrl?: string | undefined;
  /** graphql-ws (graphql-transport-ws); default the GraphQL URL with ws: or wss:. */
  graphqlWsUrl?: string | undefined;
}

export interface LiveEndpoints {
  /** Absolute, without a trailing slash. */
  readonly apiBase: string;
  readonly graphqlUrl: string;
  readonly graphqlWsUrl: string;
}

/** The page's origin, or undefined outside a page (Node, tests). */
export function pageOrigin(): string | undefined {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : undefined;
}

/**
 * Absolute endpoints. Relative values resolve against `origin` (default: the
 * page's origin); missing ones default to it: the API at the origin, GraphQL
 * at `/graphql` under the API base's origin, graphql-ws at the GraphQL URL
 * with `ws:`/`wss:`. Throws a clear error when a value is relative and there
 * is no origin to resolve it against.
 */
export function resolveEndpoints(
  options: LiveEndpointOptions = {},
  origin: string | undefined = pageOrigin(),
): LiveEndpoints {
  const absolute = (value: string, base: string | undefined): string => {
    try {
      return new URL(value, base).href;
    } catch {
      throw new TypeError(
        `Cannot resolve the live endpoint "${value}": give an absolute URL outside a page.`,
      );
    }
  };
  const apiBase = absolute(options.apiBase ?? origin ?? '', origin).replace(/\/+$/, '');
  const graphqlUrl = absolute(
    options.graphqlUrl ?? '/graphql',
    options.graphqlUrl ? (origin ?? apiBase) : apiBase,
  );
  // A relative graphql-ws URL resolves to http(s) first, then becomes ws(s).
  const graphqlWsUrl = toWebSocketUrl(
    absolute(options.graphqlWsUrl ?? graphqlUrl, origin ?? apiBase),
  );
  return { apiBase, graphqlUrl, graphqlWsUrl };
}

/** `http:` → `ws:`, `https:` → `wss:`; other schemes are kept. */
export function toWebSocketUrl(httpUrl: string): string {
  const url = new URL(httpUrl);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.href;
}
