// The network of the dropdown tests, mocked at the fetch level: a router for
// fetch, and WebSocket doubles the test drives (the page's real network is
// the vitest server; the lead's end-to-end tests use the reference server).

export type Handler = (request: {
  url: URL;
  init: RequestInit;
  body: unknown;
}) => Response | Promise<Response>;

export interface MockNetwork {
  fetch: typeof fetch;
  /** Every request as "METHOD /path" or "POST /graphql Operation". */
  calls: string[];
  /** Answers for "METHOD /path" or "POST /graphql Operation"; a missing one is a 404. */
  on(route: string, handler: Handler): void;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function mockNetwork(): MockNetwork {
  const handlers = new Map<string, Handler>();
  const calls: string[] = [];
  const fetchImpl: typeof fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    let route = `${method} ${url.pathname}`;
    if (typeof init.body === 'string' && url.pathname === '/graphql') {
      body = JSON.parse(init.body);
      route = `${route} ${(body as { operationName?: string }).operationName ?? ''}`;
    }
    calls.push(route);
    const handler = handlers.get(route);
    if (!handler) return json({ error: `no mock for ${route}` }, 404);
    return handler({ url, init, body });
  };
  return { fetch: fetchImpl, calls, on: (route, handler) => handlers.set(route, handler) };
}

/** A response that arrives only when the test says so. */
export function deferred(): { promise: Promise<Response>; resolve: (response: Response) => void } {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

/** The notifications socket double: the test opens it and sends frames. */
export class StubSocket {
  static instances: StubSocket[] = [];
  readonly url: string;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(url: string) {
    this.url = url;
    StubSocket.instances.push(this);
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  send(): void {}
  receive(frame: string): void {
    this.onmessage?.(new MessageEvent('message', { data: frame }));
  }
  close(): void {
    this.readyState = 3;
  }
}

/** A graphql-ws socket that never connects: subscriptions stay pending, queries go over HTTP. */
export class SilentSocket {
  // graphql-ws checks for the WebSocket constants.
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly protocol = 'graphql-transport-ws';
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
}
