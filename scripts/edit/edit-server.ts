import { createReadStream, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminPage } from './admin-page.ts';
import { cmsConfig } from './cms-config.ts';
import { formatSavedEntry, readIfThere, savedEntryFiles } from './format-entry.ts';
import type { Running } from './child-server.ts';

// The editing screen's server, on loopback: the admin page, Decap CMS's
// bundle, and `/api/v1`, which it passes to decap-server. When decap-server
// has written an entry, the files are formatted as an editor writes them by
// hand (format-entry.ts) before the CMS hears that the entry is saved.

const decapDist = dirname(createRequire(import.meta.url).resolve('decap-cms'));

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export interface EditServerOptions {
  /** The project whose content is edited (decap-server's folder). */
  root: string;
  port: number;
  /** decap-server's API (`http://127.0.0.1:<port>/api/v1`). */
  decapApi: string;
  /** The live preview's address, for the screen's links to it. */
  previewUrl?: string;
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Our widget for a winner's title, registered after the bundle has loaded. */
const widgetScript = 'name-or-text-widget.js';

/** Our widget, or one of the bundle's files (its chunks load lazily from beside it), or undefined. */
function bundleFile(name: string): string | undefined {
  if (name === widgetScript) return fileURLToPath(new URL(widgetScript, import.meta.url));
  if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) return undefined;
  const path = join(decapDist, name);
  return existsSync(path) ? path : undefined;
}

async function passToDecapServer(
  options: EditServerOptions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const body = await readBody(request);
  const saved = savedEntryFiles(JSON.parse(body) as unknown);
  const previous = saved.map((file) => readIfThere(options.root, file.from));
  const answer = await fetch(options.decapApi, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await answer.text();
  if (answer.ok) {
    for (const [index, file] of saved.entries()) {
      await formatSavedEntry(options.root, file.to, previous[index]);
    }
  }
  send(response, answer.status, 'application/json; charset=utf-8', text);
}

/**
 * Whether an API request comes from the screen's own page: JSON (another
 * site's page cannot send that without a CORS preflight, which this server
 * never allows) from this origin, if the browser names one.
 */
function fromTheScreen(request: IncomingMessage, own: ReadonlySet<string>): boolean {
  const json = (request.headers['content-type'] ?? '').startsWith('application/json');
  const origin = request.headers.origin;
  return json && (origin === undefined || own.has(origin.replace(/^http:\/\//, '')));
}

/** Starts the server; its `url` is the admin page. */
export async function startEditServer(options: EditServerOptions): Promise<Running> {
  // The Host names of this server, known once it listens.
  const own = new Set<string>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // Only pages of this address may save files (no other site through a DNS name of its own).
    if (!own.has(request.headers.host ?? '')) {
      send(response, 421, 'text/plain; charset=utf-8', 'Open the editing screen at 127.0.0.1.');
      return;
    }
    if (url.pathname === '/api/v1' && request.method === 'POST') {
      if (!fromTheScreen(request, own)) {
        send(response, 403, 'text/plain; charset=utf-8', 'Only the editing screen saves files.');
        return;
      }
      passToDecapServer(options, request, response).catch((error: unknown) => {
        console.error(error);
        send(response, 500, 'application/json', JSON.stringify({ error: String(error) }));
      });
      return;
    }
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (url.pathname === '/' || url.pathname === '/admin') {
      response.writeHead(302, { location: '/admin/' }).end();
      return;
    }
    if (url.pathname === '/admin/') {
      const config = cmsConfig({
        apiUrl: `http://${request.headers.host}/api/v1`,
        ...(options.previewUrl ? { previewUrl: options.previewUrl } : {}),
      });
      send(
        response,
        200,
        'text/html; charset=utf-8',
        adminPage(['/admin/decap-cms.js', `/admin/${widgetScript}`], config),
      );
      return;
    }
    const file = url.pathname.startsWith('/admin/') ? bundleFile(url.pathname.slice(7)) : undefined;
    if (!file) {
      send(
        response,
        404,
        'text/plain; charset=utf-8',
        'Not found: the editing screen is at /admin/.',
      );
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `The editing screen: port ${options.port} is in use; choose another with --port <port>.`,
            )
          : error,
      ),
    );
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  own.add(`127.0.0.1:${port}`).add(`localhost:${port}`);
  return {
    url: `http://127.0.0.1:${port}/admin/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
