import WebSocket from 'ws';
import type { SignedInRole } from '../../../src/navigation/types.ts';

/**
 * What a browser tab has: a cookie jar that every request sends back, a
 * fetch bound to it, and a WebSocket class that sends the cookies on the
 * upgrade (graphql-ws authenticates by the session cookie).
 */
export interface BrowserSession {
  fetch: typeof fetch;
  csrf(): string;
  WebSocket: new (url: string | URL, protocols?: string | string[]) => WebSocket;
  /** POST a dev endpoint (JSON, CSRF header). */
  dev(path: string, body: unknown): Promise<unknown>;
  signIn(user: SignedInRole): Promise<{ id: string; displayName: string }>;
  /** Ends the session's sign-in, as logging out in another tab does. */
  signOut(): Promise<void>;
}

export function browserSession(baseUrl: string): BrowserSession {
  const cookies = new Map<string, string>();
  const cookieHeader = () =>
    [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

  const jarFetch: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', cookieHeader());
    const url = input instanceof Request ? input.url : String(input);
    const response = await fetch(new URL(url, baseUrl), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0)
        cookies.set(pair.slice(0, eq).trim(), decodeURIComponent(pair.slice(eq + 1).trim()));
    }
    return response;
  };

  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie: cookieHeader() } });
    }
  }

  const session: BrowserSession = {
    fetch: jarFetch,
    csrf: () => cookies.get('csrf_token') ?? '',
    WebSocket: CookieWebSocket,
    async dev(path, body) {
      const response = await jarFetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf() },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
      return JSON.parse(text) as unknown;
    },
    async signIn(user) {
      const body = (await switchUser(user)) as { user: { id: string; displayName: string } };
      return body.user;
    },
    async signOut() {
      await switchUser('logged-out');
    },
  };

  /** POST /demo/sign-in as JSON: a user, or `logged-out`. */
  async function switchUser(user: string): Promise<unknown> {
    await jarFetch('/demo/sign-in');
    const response = await jarFetch('/demo/sign-in', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ csrf_token: session.csrf(), user }),
    });
    if (!response.ok)
      throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
    return response.json();
  }
  return session;
}

/** Polls `read` until `accept` holds, or fails after `timeoutMs` with the last value. */
export async function eventually<T>(
  read: () => T,
  accept: (value: T) => boolean,
  timeoutMs = 8000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (accept(value)) return value;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
