// The network of the dropdown tests, mocked at the fetch level: a router for
// fetch, and WebSocket doubles the test drives (the page's real network is
// the vitest server; the lead's end-to-end tests use the reference server).

export type Handler = (request: {
  url: URL;
  init: RequestInit;
  body: unknown;
}) => Response | Promise<Response>;

/** What the graphql-ws double answers an operation with: an execution result. */
export type SocketHandler = (payload: {
  operationName?: string;
  query: string;
}) => { data?: unknown; errors?: unknown[] } | Promise<{ data?: unknown; errors?: unknown[] }>;

export interface MockNetwork {
  fetch: typeof fetch;
  /** Every request as "METHOD /path", "POST /graphql Operation" or "WS Operation" (graphql-ws). */
  calls: string[];
  /** Answers for "METHOD /path" or "POST /graphql Operation"; a missing one is a 404. */
  on(route: string, handler: Handler): void;
  /**
   * Answers for "WS Operation" on the graphql-ws double: a query gets the
   * result and completes; a subscription gets it as its first value and stays open.
   */
  onSocket(operationName: string, handler: SocketHandler): void;
  /** The graphql-ws server double (a WebSocket class for `webSocketImpl`) answering with `onSocket`. */
  GraphqlSocket: new (url: string, protocol?: string) => unknown;
  /** Sends a value to every open subscription of that operation. */
  push(operationName: string, result: { data?: unknown; errors?: unknown[] }): void;
  /** How many graphql-ws sockets were opened. */
  readonly socketsOpened: number;
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
  const socketHandlers = new Map<string, SocketHandler>();
  const subscriptions = new Map<string, Set<(result: unknown) => void>>();
  let socketsOpened = 0;

  /** The server side of graphql-transport-ws, as far as the live layer uses it. */
  class GraphqlSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readonly protocol = 'graphql-transport-ws';
    readyState = 0;
    onopen: (() => void) | null = null;
    onmessage: ((event: { data: string }) => void) | null = null;
    onclose: ((event: { code: number; reason: string }) => void) | null = null;
    onerror: (() => void) | null = null;
    /** Open subscriptions by id: each removes its listener. */
    private readonly active = new Map<string, () => void>();
    constructor() {
      socketsOpened += 1;
      setTimeout(() => {
        this.readyState = 1;
        this.onopen?.();
      });
    }
    private reply(message: object): void {
      if (this.readyState !== 1) return;
      setTimeout(() => this.onmessage?.({ data: JSON.stringify(message) }));
    }
    send(raw: string): void {
      const message = JSON.parse(raw) as {
        type: string;
        id?: string;
        payload?: { operationName?: string; query: string };
      };
      if (message.type === 'connection_init') this.reply({ type: 'connection_ack' });
      if (message.type === 'ping') this.reply({ type: 'pong' });
      if (message.type === 'complete') {
        this.active.get(message.id ?? '')?.();
        this.active.delete(message.id ?? '');
      }
      if (message.type !== 'subscribe' || !message.payload) return;
      const { payload } = message;
      const id = message.id ?? '';
      const name = payload.operationName ?? '';
      calls.push(`WS ${name}`);
      const live = /^\s*subscription\b/.test(payload.query);
      const handler = socketHandlers.get(name);
      if (live) {
        const listeners = subscriptions.get(name) ?? new Set();
        subscriptions.set(name, listeners);
        const listener = (result: unknown) => this.reply({ type: 'next', id, payload: result });
        listeners.add(listener);
        this.active.set(id, () => listeners.delete(listener));
      }
      if (!handler) {
        if (!live)
          this.reply({ type: 'error', id, payload: [{ message: `no mock for WS ${name}` }] });
        return;
      }
      void Promise.resolve(handler(payload)).then((result) => {
        this.reply({ type: 'next', id, payload: result });
        if (!live) this.reply({ type: 'complete', id });
      });
    }
    close(code = 1000, reason = ''): void {
      if (this.readyState === 3) return;
      this.readyState = 3;
      for (const end of this.active.values()) end();
      this.active.clear();
      setTimeout(() => this.onclose?.({ code, reason }));
    }
  }

  return {
    fetch: fetchImpl,
    calls,
    on: (route, handler) => handlers.set(route, handler),
    onSocket: (name, handler) => socketHandlers.set(name, handler),
    GraphqlSocket,
    push(name, result) {
      for (const listener of subscriptions.get(name) ?? []) listener(result);
    },
    get socketsOpened() {
      return socketsOpened;
    },
  };
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
