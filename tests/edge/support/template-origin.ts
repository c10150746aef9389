import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerModule from '../../../src/elements/server/index.ts';
import type { Address } from './edge-config.ts';
import { legacyPage, type Dialect, type PageKind } from './legacy-page.ts';
import { visitorOf } from './visitors.ts';

// The customer's origin behind the edge: a tiny stand-in for the legacy
// application. It renders its pages with SSI or ESI includes for the user of
// the session cookie, and serves the built dist-elements/ at /dist-elements/
// (the recipes leave the bundle on the customer's own static host). It sends
// everything uncompressed: compressing is the edge's job.

const root = resolve(import.meta.dirname, '../../..');
const distElements = join(root, 'dist-elements');

const pages: Record<string, PageKind> = {
  '/': 'chrome',
  '/bad-attribute': 'bad-attribute',
  '/bad-attribute-without-fallback': 'bad-attribute-without-fallback',
  '/private-includes': 'private-includes',
};

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

export interface TemplateOrigin {
  /** `127.0.0.1:<port>`, as the edge's configuration names a backend. */
  address: Address;
  close(): Promise<void>;
}

async function loaderScript(): Promise<string> {
  const entry = pathToFileURL(join(distElements, 'server/index.js')).href;
  const server = (await import(entry)) as typeof ServerModule;
  return server.elementsScript('/dist-elements/site-elements.js').html;
}

export async function startTemplateOrigin(dialect: Dialect): Promise<TemplateOrigin> {
  const loader = await loaderScript();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://origin');
    const kind = pages[url.pathname];
    if (kind) {
      const visitor = visitorOf(request.headers.cookie);
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-store',
      });
      response.end(legacyPage({ dialect, kind, visitor, loader }));
      return;
    }
    const file = normalize(join(distElements, url.pathname.replace(/^\/dist-elements\//, '')));
    if (!url.pathname.startsWith('/dist-elements/') || !file.startsWith(distElements)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    readFile(file).then(
      (body) => {
        const type = contentTypes[extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type, 'cache-control': 'max-age=300' });
        response.end(body);
      },
      () => response.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
