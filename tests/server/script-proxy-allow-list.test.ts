import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScriptProxy } from '../../server/http/script-proxy.ts';

// spec §7 "Third-party script proxy": GET on the proxy path with the script
// address in `url`; design.md §4: it forwards only an allow-list of exact
// addresses. A real HTTP server, an injected upstream.

const allowed = 'https://cdn.partner.test/widget.js';
const upstream = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url === allowed) {
    return new Response('window.widget = true;', {
      headers: {
        'content-type': 'text/javascript',
        'cache-control': 'max-age=600',
        'set-cookie': 'track=1',
      },
    });
  }
  if (url === 'https://cdn.partner.test/broken.js') return new Response('', { status: 500 });
  throw new TypeError('fetch failed');
});

let server: Server;
let origin = '';

beforeAll(async () => {
  const proxy = createScriptProxy({
    allowList: [allowed, 'https://cdn.partner.test/broken.js', 'https://down.partner.test/x.js'],
    fetch: upstream as unknown as typeof fetch,
  });
  server = createServer((request, response) => {
    if (!proxy(request, response)) {
      response.writeHead(404);
      response.end('not the proxy');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const proxied = (address: string) =>
  `${origin}/best-design-awards/~partytown-proxy?url=${encodeURIComponent(address)}`;

describe('the script proxy', () => {
  it('forwards an allow-listed address with its content type and caching, not its cookies', async () => {
    const response = await fetch(proxied(allowed));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('window.widget = true;');
    expect(response.headers.get('content-type')).toBe('text/javascript');
    expect(response.headers.get('cache-control')).toBe('max-age=600');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an address that is not on the allow-list, without fetching it', async () => {
    upstream.mockClear();
    const response = await fetch(proxied('https://cdn.partner.test/widget.js?evil=1'));
    expect(response.status).toBe(403);
    // The reference server's JSON error shape (server/README.md).
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      error: {
        code: 'not_allowed',
        message: 'This address is not on the script allow-list.',
        field: 'url',
      },
    });
    const other = await fetch(proxied('https://attacker.test/widget.js'));
    expect(other.status).toBe(403);
    expect(upstream).not.toHaveBeenCalled();
  });

  it('refuses a request without a valid http(s) address', async () => {
    for (const response of [
      await fetch(`${origin}/best-design-awards/~partytown-proxy`),
      await fetch(proxied('file:///etc/passwd')),
      await fetch(proxied('not a url')),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'invalid_query', field: 'url' },
      });
    }
  });

  it('answers only GET and HEAD', async () => {
    const response = await fetch(proxied(allowed), { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('reports an upstream failure as 502', async () => {
    for (const address of [
      'https://cdn.partner.test/broken.js',
      'https://down.partner.test/x.js',
    ]) {
      const response = await fetch(proxied(address));
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ error: { code: 'upstream_failed' } });
    }
  });

  it('leaves every other path to the server', async () => {
    const response = await fetch(`${origin}/best-design-awards/2024/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not the proxy');
  });

  it('rejects an allow-list entry that is not an http(s) address', () => {
    expect(() => createScriptProxy({ allowList: ['ftp://cdn.test/a.js'] })).toThrow(
      'not an http(s) address',
    );
  });
});
