import type { IncomingMessage } from 'node:http';

/**
 * The path (with query) of the Referer when it points at this server's own
 * host, otherwise null. Used for redirects back, so they can never leave the site.
 */
export function sameOriginPath(req: IncomingMessage): string | null {
  const referer = req.headers.referer;
  const host = req.headers.host;
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== host) return null;
    // `//other.example/x` would be a protocol-relative address in a Location header.
    if (url.pathname.startsWith('//')) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

const hostPattern = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** The Host header when it is a plain host[:port], else null (it goes into URLs we hand out). */
export function requestHost(req: IncomingMessage): string | null {
  const host = req.headers.host;
  return host && hostPattern.test(host) ? host : null;
}
