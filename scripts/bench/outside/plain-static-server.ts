import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';

// The outside check's host (issue 37): a plain static file server, none of
// the project's code (not scripts/support/static-server.ts, nor the
// compression of src/lib/), as a reader's host would serve dist/: a folder
// at `/`, a folder's index.html for its path, the build's 404.html for a
// missing file, brotli for whoever asks for it, with Node's defaults
// (quality 11), each file compressed once on its first request and kept,
// as a host that serves precompressed files does. No cache headers.

export interface PlainStaticServer {
  origin: string;
  /** Asks for `paths` once with brotli, so that no measured load waits for a first compression. */
  warm(paths: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.png': 'image/png',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

const compress = promisify(brotliCompress);

async function fileAt(path: string): Promise<string | null> {
  for (const candidate of [path, join(path, 'index.html')]) {
    const found = await stat(candidate).catch(() => null);
    if (found?.isFile()) return candidate;
  }
  return null;
}

/** Serves `folder` on loopback at a free port. */
export function startPlainStaticServer(folder: string): Promise<PlainStaticServer> {
  const compressed = new Map<string, Promise<Buffer>>();
  const server = createServer(async (request, response) => {
    try {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
      const path = normalize(join(folder, pathname));
      let file = path.startsWith(folder + sep) || path === folder ? await fileAt(path) : null;
      let status = 200;
      if (!file) {
        file = await fileAt(join(folder, '404.html'));
        status = 404;
      }
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const type = extname(file);
      const headers: Record<string, string> = {
        'content-type': types[type] ?? 'application/octet-stream',
      };
      const brotli =
        compressible.has(type) && /\bbr\b/.test(String(request.headers['accept-encoding']));
      if (!brotli) {
        response.writeHead(status, headers).end(await readFile(file));
        return;
      }
      let body = compressed.get(file);
      if (!body) {
        body = readFile(file).then((raw) => compress(raw));
        compressed.set(file, body);
      }
      headers['content-encoding'] = 'br';
      headers['vary'] = 'accept-encoding';
      response.writeHead(status, headers).end(await body);
    } catch {
      response.writeHead(500).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const origin = `http://127.0.0.1:${port}`;
      resolve({
        origin,
        async warm(paths) {
          for (const path of paths)
            await (
              await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } })
            ).arrayBuffer();
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
