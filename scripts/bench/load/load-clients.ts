import { createClient as createGraphqlWsClient, type Client as GraphqlWsClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  createReconnectPolicy,
  maxRetriesAfterFailure,
  reconnectDelay,
} from '../../../src/live/notifications/reconnect-policy.ts';

// The clients of the load measurement (realtime-load.ts): a signed-in user's
// session, and the two sockets a page of that user holds (the notifications
// socket and a graphql-ws subscription to unseenChatCount), in Node, with the
// product's own reconnect rules (src/live/notifications/reconnect-policy.ts:
// 200–5000 ms jitter, three retries after a failure), so that the restart
// storm spreads as the browsers' would.

export interface Session {
  userId: number;
  cookie: string;
  csrf: string;
}

function cookiesOf(response: Response, jar: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
}

/** A session signed in as `userId` (`POST /demo/sign-in`, as a test would). */
export async function signIn(origin: string, userId: number): Promise<Session> {
  const jar = new Map<string, string>();
  cookiesOf(await fetch(`${origin}/`, { redirect: 'manual' }), jar);
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${origin}/demo/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: cookie(),
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ csrf_token: jar.get('csrf_token') ?? '', user: String(userId) }),
  });
  if (!response.ok) throw new Error(`bench: sign-in as ${userId} answered ${response.status}`);
  cookiesOf(response, jar);
  return { userId, cookie: cookie(), csrf: decodeURIComponent(jar.get('csrf_token') ?? '') };
}

/** A count a socket received, and when (performance.now()). */
export type CountListener = (count: number, at: number) => void;

export interface LoadSocket {
  /** Every time the socket (re)connected, by performance.now(). */
  readonly connectedAt: number[];
  /** The last count received; null before the first. */
  lastCount(): number | null;
  close(): void;
}

/** The notifications socket: a ticket, then `/notifications/ws`, reconnecting by the product's rules. */
export function notificationSocket(
  origin: string,
  session: Session,
  onCount: CountListener,
): LoadSocket {
  const policy = createReconnectPolicy();
  const connectedAt: number[] = [];
  let last: number | null = null;
  let socket: WebSocket | null = null;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = (wasOpen: boolean) => {
    if (closed) return;
    const decision = policy.ended(wasOpen);
    if (decision.retry) timer = setTimeout(() => void connect(), decision.delayMs);
  };

  async function connect(): Promise<void> {
    let wasOpen = false;
    try {
      const auth = await fetch(`${origin}/notifications/ws/auth`, {
        headers: { cookie: session.cookie },
      });
      if (!auth.ok) throw new Error(String(auth.status));
      const { url } = (await auth.json()) as { url: string };
      socket = new WebSocket(url);
      socket.on('open', () => {
        wasOpen = true;
        policy.opened();
        connectedAt.push(performance.now());
      });
      socket.on('message', (data) => {
        const at = performance.now();
        for (const line of String(data).split('\n')) {
          const message = JSON.parse(line) as { type: string; count?: number };
          if (message.type === 'unread-counter' && typeof message.count === 'number') {
            last = message.count;
            onCount(message.count, at);
          }
        }
      });
      socket.on('error', () => undefined);
      socket.on('close', () => retry(wasOpen));
    } catch {
      retry(false);
    }
  }

  void connect();
  return {
    connectedAt,
    lastCount: () => last,
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.terminate();
    },
  };
}

/** A graphql-ws client with one `unseenChatCount` subscription, retrying as the product's client does. */
export function chatCountSubscription(
  origin: string,
  session: Session,
  onCount: CountListener,
): LoadSocket {
  const connectedAt: number[] = [];
  let last: number | null = null;
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: session.cookie } });
    }
  }
  const client: GraphqlWsClient = createGraphqlWsClient({
    url: `${origin.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    lazy: false,
    retryAttempts: maxRetriesAfterFailure,
    shouldRetry: () => true,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, reconnectDelay(Math.random))),
    on: { connected: () => connectedAt.push(performance.now()) },
  });
  client.subscribe<{ unseenChatCount: number }>(
    { query: 'subscription { unseenChatCount }' },
    {
      next: (result) => {
        const count = result.data?.unseenChatCount;
        if (typeof count === 'number') {
          last = count;
          onCount(count, performance.now());
        }
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return {
    connectedAt,
    lastCount: () => last,
    close: () => void client.dispose(),
  };
}
