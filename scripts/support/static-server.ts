import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { CompressedCache } from '../../src/lib/compressed-cache.ts';
import { compress, isCompressible, negotiateEncoding } from '../../src/lib/http-compression.ts';

// A static host on loopback for the bench and the Lighthouse script: the
// microsite, the elements bundle, the React floor bundles and the bench's own
// pages, compressed like a production host (brotli, else gzip, by the
// request's Accept-Encoding; compressed once per file, so that the server
// costs no CPU while a throttled page loads). Hashed assets are cached for a
// year.

export interface StaticServer {
  origin: string;
  /** Serves `html` at `path` (e.g. `/bench/elements.html`). */
  page(path: string, html: string): void;
  close(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * `mounts`: URL prefix (ending in `/`) → folder. `notFoundPage`: a file sent
 * with status 404 for a path that has no file (default: plain text).
 */
export function startStaticServer(
  mounts: Record<string, string>,
  options: { notFoundPage?: string } = {},
): Promise<StaticServer> {
  /** The bench's own pages; a page served again under its path is a new version. */
  const pages = new Map<string, { body: Buffer; version: number }>();
  let pageVersions = 0;
  const compressed = new CompressedCache(64 * 1024 * 1024);

  const fileFor = (pathname: string): string | null => {
    for (const [prefix, folder] of Object.entries(mounts)) {
      if (!pathname.startsWith(prefix)) continue;
      const path = normalize(join(folder, decodeURIComponent(pathname.slice(prefix.length))));
      if (!path.startsWith(folder)) return null;
      for (const candidate of [path, join(path, 'index.html')]) {
        if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
      }
    }
    return null;
  };

  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const page = pages.get(pathname);
    let file = page ? null : fileFor(pathname);
    let status = 200;
    if (!page && !file) {
      if (!options.notFoundPage) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      file = options.notFoundPage;
      status = 404;
    }
    const body = page?.body ?? readFileSync(file ?? '');
    const type = page ? contentTypes['.html'] : contentTypes[extname(file ?? '')];
    const headers: Record<string, string> = {
      'content-type': type ?? 'application/octet-stream',
      'cache-control': /\/_astro\/|\/chunks\//.test(pathname)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    const encoding = isCompressible(headers['content-type'] ?? '')
      ? negotiateEncoding(request.headers['accept-encoding'])
      : null;
    if (encoding) {
      const source = page ? `page ${page.version} ${pathname}` : `file ${file ?? ''}`;
      const encoded = await compressed.getOrMake(`${encoding} ${source}`, async () => ({
        body: await compress(body, encoding),
        keep: true,
      }));
      headers['content-encoding'] = encoding;
      headers['vary'] = 'accept-encoding';
      response.writeHead(status, headers).end(encoded);
      return;
    }
    response.writeHead(status, headers).end(body);
  });

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        page(path, html) {
          pageVersions += 1;
          pages.set(path, { body: Buffer.from(html), version: pageVersions });
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
