import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

// Content negotiation for text responses, shared by the reference server's
// static files and the bench's static host: brotli when the client accepts it
// (every current browser does), else gzip, else the bytes as they are.
// Brotli matters beyond bandwidth: a microsite page's HTML must fit in the
// first round trip of a first visit (about 14.6 KB on the wire), and brotli
// makes it about 14% smaller than gzip.

export type ContentEncoding = 'br' | 'gzip';

/** Content types worth compressing: text, JSON, JavaScript, XML, SVG, manifests. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|image\/svg\+xml|application\/([\w.+-]+\+)?(json|javascript|xml))/.test(
    contentType,
  );
}

/**
 * The encoding to send for an `Accept-Encoding` header (RFC 9110 §12.5.3):
 * the acceptable one with the highest q-value, brotli on a tie; `*` stands
 * for any encoding not named; `q=0` refuses. `null`: send the identity.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => /^q=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<ContentEncoding | null>(
    (chosen, encoding) =>
      weightOf(encoding) > (chosen === null ? 0 : weightOf(chosen)) ? encoding : chosen,
    null,
  );
  return best;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses `body` at the highest setting, off the event loop (zlib's thread
 * pool: brotli at its best takes tens of ms for a page). The result is meant
 * to be cached, not redone per request.
 */
export function compress(body: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/**
 * Compresses a page made per request (a demo page): at a quick setting, in
 * this tick (a 30 KB page takes about a millisecond), so that a first visit's
 * HTML arrives in fewer round trips, as a real server's proxy would send it.
 */
export function compressQuickly(body: Uint8Array, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}
