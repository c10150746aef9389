import type { Role } from '../../../src/navigation/types.ts';

// A fetch with a cookie jar, as a browser tab would have: the session and CSRF
// cookies the server sets are sent back on every later request.

export interface Client {
  baseUrl: string;
  cookies: Map<string, string>;
  /** fetch relative to the server, with the jar's cookies; redirects are not followed. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The csrf_token cookie's value ('' when none). */
  csrf(): string;
  /** The Cookie header value for other clients (websockets). */
  cookieHeader(): string;
}

export function createClient(baseUrl: string): Client {
  const cookies = new Map<string, string>();
  const cookieHeader = () =>
    [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  return {
    baseUrl,
    cookies,
    cookieHeader,
    csrf: () => cookies.get('csrf_token') ?? '',
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (cookies.size > 0 && !headers.has('cookie')) headers.set('cookie', cookieHeader());
      const response = await fetch(new URL(path, baseUrl), {
        ...init,
        headers,
        redirect: 'manual',
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        if (eq > 0)
          cookies.set(pair.slice(0, eq).trim(), decodeURIComponent(pair.slice(eq + 1).trim()));
      }
      return response;
    },
  };
}

/** A form POST body with the client's CSRF token (or the given one). */
export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

/** A JSON POST body. */
export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** A new client with a session, signed in as the seeded user of `role` through POST /demo/sign-in. */
export async function signedIn(baseUrl: string, role: Role): Promise<Client> {
  const client = createClient(baseUrl);
  await client.fetch('/demo/sign-in');
  const response = await client.fetch('/demo/sign-in', {
    ...form({ csrf_token: client.csrf(), user: role }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  });
  if (response.status !== 200) throw new Error(`sign-in as ${role} failed: ${response.status}`);
  return client;
}
