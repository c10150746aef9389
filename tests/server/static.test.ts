import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './support/api.ts';
import { startServer, type TestServer } from './support/server.ts';

// A fake build: what `npm run build` leaves in dist/ and dist-elements/.
const files: Record<string, string> = {
  'dist/best-design-awards/index.html':
    '<!doctype html><title>Awards</title><h1>Best design awards</h1>',
  'dist/best-design-awards/2024/index.html': '<!doctype html><h1>Awards 2024</h1>',
  'dist/best-design-awards/404.html': '<!doctype html><h1>Page not found</h1>',
  'dist/best-design-awards/de/404/index.html': '<!doctype html><h1>Seite nicht gefunden</h1>',
  'dist/best-design-awards/_astro/app.Bx1c9.js': 'console.log("island")',
  'dist/best-design-awards/_astro/style.Dk2a.css': 'h1{color:red}',
  'dist/best-design-awards/app-data.json': '{"webpackCompilationHash":"abc"}',
  'dist/best-design-awards/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'dist-elements/site-elements.js': 'export {};',
  'dist-elements/site-elements.js.map': '{}',
  'secret.txt': 'TOP SECRET',
  'package.json': '{"name":"secret"}',
};

let root: string;
let server: TestServer;
let unbuilt: TestServer;
let emptyRoot: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-shell-static-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  symlinkSync(join(root, 'secret.txt'), join(root, 'dist-elements', 'leak.js'));
  emptyRoot = mkdtempSync(join(tmpdir(), 'site-shell-empty-'));
  [server, unbuilt] = await Promise.all([startServer({ root }), startServer({ root: emptyRoot })]);
});
afterAll(async () => {
  await Promise.all([server.close(), unbuilt.close()]);
  rmSync(root, { recursive: true, force: true });
  rmSync(emptyRoot, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

/** A raw request, so the path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the microsite under /best-design-awards/', () => {
  it.each([
    ['/best-design-awards/', 'text/html; charset=utf-8', 'Best design awards'],
    ['/best-design-awards/2024/', 'text/html; charset=utf-8', 'Awards 2024'],
    ['/best-design-awards/_astro/app.Bx1c9.js', 'text/javascript; charset=utf-8', 'island'],
    ['/best-design-awards/_astro/style.Dk2a.css', 'text/css; charset=utf-8', 'color:red'],
    [
      '/best-design-awards/app-data.json',
      'application/json; charset=utf-8',
      'webpackCompilationHash',
    ],
    ['/best-design-awards/logo.svg', 'image/svg+xml; charset=utf-8', '<svg'],
  ])('serves %s as %s', async (path, type, content) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(await response.text()).toContain(content);
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    expect(
      (await get('/best-design-awards/_astro/app.Bx1c9.js')).headers.get('cache-control'),
    ).toBe('public, max-age=31536000, immutable');
    expect((await get('/best-design-awards/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('redirects the bare prefix and folders without a trailing slash', async () => {
    const bare = await get('/best-design-awards');
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/best-design-awards/');
    const folder = await get('/best-design-awards/2024');
    expect(folder.status).toBe(302);
    expect(folder.headers.get('location')).toBe('/best-design-awards/2024/');
  });

  it('answers a missing page with the microsite’s own 404 page', async () => {
    const response = await get('/best-design-awards/1999/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('answers a missing page of the German site with the German 404 page', async () => {
    const response = await get('/best-design-awards/de/1999/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Seite nicht gefunden');
  });

  it('answers HEAD without a body and If-None-Match with 304', async () => {
    const head = await get('/best-design-awards/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag') ?? '';
    const again = await get('/best-design-awards/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('the elements bundle under /dist-elements/', () => {
  it('serves the bundle as JavaScript, allowing its service worker the whole origin', async () => {
    const response = await get('/dist-elements/site-elements.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('service-worker-allowed')).toBe('/');
    expect((await get('/dist-elements/site-elements.js.map')).headers.get('content-type')).toBe(
      'application/json; charset=utf-8',
    );
  });

  it('answers a missing file with 404 JSON', async () => {
    await expectError(await get('/dist-elements/nope.js'), 404, 'not_found');
  });
});

describe('no directory traversal', () => {
  it.each([
    '/dist-elements/../secret.txt',
    '/dist-elements/../../secret.txt',
    '/dist-elements/%2e%2e/secret.txt',
    '/dist-elements/%2e%2e%2fsecret.txt',
    '/dist-elements/..%2f..%2fsecret.txt',
    '/dist-elements/..%5csecret.txt',
    '/dist-elements/%252e%252e/secret.txt',
    '/best-design-awards/../../secret.txt',
    '/best-design-awards/..%2f..%2fpackage.json',
    '/best-design-awards/%2e%2e/%2e%2e/package.json',
    '/dist-elements/site-elements.js%00.txt',
    '/dist-elements/leak.js',
  ])('%s does not reveal a file outside the folder', async (path) => {
    const { status, body } = await rawGet(path);
    expect([400, 404]).toContain(status);
    expect(body).not.toContain('TOP SECRET');
    expect(body).not.toContain('"name":"secret"');
  });
});

describe('before a build', () => {
  it('answers 404 saying to run npm run build', async () => {
    const elements = await fetch(`${unbuilt.url}/dist-elements/site-elements.js`);
    const body = await expectError(elements, 404, 'not_built');
    expect(body.error.message).toContain('npm run build');
    const page = await fetch(`${unbuilt.url}/best-design-awards/`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('npm run build');
  });
});
