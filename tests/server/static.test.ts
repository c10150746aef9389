import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './support/api.ts';
import { startServer, type TestServer } from './support/server.ts';

// A fake build: what `npm run build` leaves in dist/ and dist-elements/.
const files: Record<string, string> = {
  'dist/best-design-awards/index.html':
    '<!doctype html><title>Awards</title><h1>Best design awards</h1>' +
    '<p>A winner of the year, with a short text.</p>'.repeat(50),
  'dist/best-design-awards/2024/index.html': '<!doctype html><h1>Awards 2024</h1>',
  'dist/best-design-awards/404.html': '<!doctype html><h1>Page not found</h1>',
  'dist/best-design-awards/de/404/index.html': '<!doctype html><h1>Seite nicht gefunden</h1>',
  'dist/best-design-awards/_astro/app.Bx1c9.js': 'console.log("island")',
  'dist/best-design-awards/_astro/style.Dk2a.css': 'h1{color:red}',
  'dist/best-design-awards/app-data.json': '{"webpackCompilationHash":"abc"}',
  'dist/robots.txt':
    'User-agent: *\nAllow: /best-design-awards/\n\nSitemap: https://www.designmarket.com/best-design-awards/sitemap.xml\n',
  'dist/best-design-awards/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'dist/best-design-awards/photo.png': 'PNG pretend pixels '.repeat(20),
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

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A raw request: the path reaches the server exactly as written (fetch would
 * normalise `..`) and the body comes back as sent (fetch would decompress it).
 */
function rawRequest(
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The bytes of a file of the fake build. */
const fileBytes = (path: string) => readFileSync(join(root, path));

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

  it('redirects the bare prefix and folders without a trailing slash, permanently', async () => {
    const bare = await get('/best-design-awards');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/best-design-awards/');
    const folder = await get('/best-design-awards/2024');
    expect(folder.status).toBe(301);
    expect(folder.headers.get('location')).toBe('/best-design-awards/2024/');
  });

  it('serves the microsite’s robots.txt, which names its sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/best-design-awards\/sitemap\.xml$/m);
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

describe('compression', () => {
  const page = 'dist/best-design-awards/index.html';
  const br = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  it('sends text brotli-compressed to a client that accepts brotli', async () => {
    const response = await rawRequest('/best-design-awards/', { headers: br });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(fileBytes(page).length);
    expect(brotliDecompressSync(response.body).equals(fileBytes(page))).toBe(true);
  });

  it('sends gzip to a client that accepts only gzip, or refuses brotli', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await rawRequest('/best-design-awards/', {
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).equals(fileBytes(page))).toBe(true);
    }
  });

  it('compresses the elements bundle too', async () => {
    const response = await rawRequest('/dist-elements/site-elements.js', { headers: br });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(
      brotliDecompressSync(response.body).equals(fileBytes('dist-elements/site-elements.js')),
    ).toBe(true);
  });

  it.each([['identity'], [undefined]])(
    'sends the bytes as they are for Accept-Encoding %s, still varying by it',
    async (accept) => {
      const response = await rawRequest('/best-design-awards/', {
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toBe('accept-encoding');
      expect(Number(response.headers['content-length'])).toBe(fileBytes(page).length);
      expect(response.body.equals(fileBytes(page))).toBe(true);
    },
  );

  it('does not compress images', async () => {
    const response = await rawRequest('/best-design-awards/photo.png', { headers: br });
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(fileBytes('dist/best-design-awards/photo.png'))).toBe(true);
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const get = await rawRequest('/best-design-awards/', { headers: br });
    const head = await rawRequest('/best-design-awards/', { method: 'HEAD', headers: br });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it('gives each encoding its own ETag and answers 304 for the same representation', async () => {
    const brotli = await rawRequest('/best-design-awards/', { headers: br });
    const gzip = await rawRequest('/best-design-awards/', {
      headers: { 'accept-encoding': 'gzip' },
    });
    const identity = await rawRequest('/best-design-awards/');
    const etags = [brotli, gzip, identity].map((response) => response.headers.etag);
    expect(new Set(etags).size).toBe(3);
    const again = await rawRequest('/best-design-awards/', {
      headers: { ...br, 'if-none-match': brotli.headers.etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers['vary']).toBe('accept-encoding');
    expect(again.body.length).toBe(0);
    const otherEncoding = await rawRequest('/best-design-awards/', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': brotli.headers.etag ?? '' },
    });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to an If-None-Match list that names the representation, weakly compared, or *', async () => {
    const etag = (await rawRequest('/best-design-awards/', { headers: br })).headers.etag ?? '';
    const strong = etag.replace(/^W\//, '');
    for (const header of [`"other", ${etag}`, strong, `${strong} , "x"`, '*']) {
      const response = await rawRequest('/best-design-awards/', {
        headers: { ...br, 'if-none-match': header },
      });
      expect(response.status, header).toBe(304);
    }
    const miss = await rawRequest('/best-design-awards/', {
      headers: { ...br, 'if-none-match': '"other", W/"another"' },
    });
    expect(miss.status).toBe(200);
  });

  it('sends the same bytes to requests that arrive together for a file not yet compressed', async () => {
    const path = 'dist/best-design-awards/together/index.html';
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `<!doctype html>${'<p>Best design</p>'.repeat(5000)}`);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => rawRequest('/best-design-awards/together/', { headers: br })),
    );
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(brotliDecompressSync(response.body).equals(fileBytes(path))).toBe(true);
    }
  });

  it('compresses the microsite’s 404 page and keeps its status', async () => {
    const response = await rawRequest('/best-design-awards/1999/', { headers: br });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(
      brotliDecompressSync(response.body).equals(fileBytes('dist/best-design-awards/404.html')),
    ).toBe(true);
  });

  it('serves a rewritten file’s new content, never a stale compressed copy', async () => {
    const path = 'dist/best-design-awards/changing/index.html';
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), '<!doctype html><h1>First build</h1>');
    for (const encoding of ['br', 'gzip']) {
      await rawRequest('/best-design-awards/changing/', {
        headers: { 'accept-encoding': encoding },
      });
    }
    writeFileSync(join(root, path), '<!doctype html><h1>Second build, a longer page</h1>');
    const brotli = await rawRequest('/best-design-awards/changing/', { headers: br });
    expect(brotliDecompressSync(brotli.body).toString()).toContain('Second build');
    const gzip = await rawRequest('/best-design-awards/changing/', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.body).toString()).toContain('Second build');
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
    const { status, body } = await rawRequest(path);
    expect([400, 404]).toContain(status);
    expect(body.toString()).not.toContain('TOP SECRET');
    expect(body.toString()).not.toContain('"name":"secret"');
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
