import type { IncomingMessage, ServerResponse } from 'node:http';

/** Parses the Cookie header. The first value of a repeated name wins; bad encodings are skipped. */
export function readCookies(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  const header = req.headers.cookie;
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // A cookie we cannot decode is not one we set: ignore it.
    }
  }
  return cookies;
}

export interface CookieOptions {
  httpOnly?: boolean;
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict';
}

/** Appends one Set-Cookie header; earlier cookies on the same response are kept. */
export function setCookie(
  res: ServerResponse,
  name: string,
  value: string,
  options: CookieOptions = {},
): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.httpOnly) parts.push('HttpOnly');
  res.appendHeader('set-cookie', parts.join('; '));
}
