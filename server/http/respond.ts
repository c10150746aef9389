import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressQuickly, negotiateEncoding } from '../../src/lib/http-compression.ts';

// Small writers for the response kinds the server produces. Every writer sets
// the length and a content type; callers never call res.write directly.

const noStore = 'no-store';

export function writeBody(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string | Uint8Array,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': String(bytes.byteLength),
    'x-content-type-options': 'nosniff',
    'cache-control': noStore,
    ...headers,
  });
  res.end(bytes);
}

export function writeJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  writeBody(res, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
}

export function writeHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  writeBody(res, status, 'text/html; charset=utf-8', html, headers);
}

/**
 * HTML made for this request, compressed when the request accepts it (brotli,
 * else gzip), with `Vary: Accept-Encoding`.
 */
export function writeCompressedHtml(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const bytes = Buffer.from(html, 'utf8');
  if (encoding === null) {
    writeBody(res, status, 'text/html; charset=utf-8', bytes, {
      vary: 'accept-encoding',
      ...headers,
    });
    return;
  }
  writeBody(res, status, 'text/html; charset=utf-8', compressQuickly(bytes, encoding), {
    'content-encoding': encoding,
    vary: 'accept-encoding',
    ...headers,
  });
}

export function writeRedirect(
  res: ServerResponse,
  location: string,
  status: 301 | 302 | 303 = 302,
  headers: Record<string, string> = {},
): void {
  writeBody(res, status, 'text/plain; charset=utf-8', `Redirecting to ${location}`, {
    location,
    ...headers,
  });
}
