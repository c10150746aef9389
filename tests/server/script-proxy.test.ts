import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server.ts';

// The microsite's third-party script proxy, mounted in the reference server:
// only the exact allow-listed addresses are fetched, from a real upstream
// server on this machine.

let upstream: Server;
let upstreamBase: string;
let server: TestServer;
const fetched: string[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    fetched.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end('self.widgetLoaded = true;');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  server = await startServer({ scriptAllow: [`${upstreamBase}/widget.js`] });
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const proxied = (address: string) =>
  fetch(`${server.url}/best-design-awards/~partytown-proxy?url=${encodeURIComponent(address)}`);

describe('GET /best-design-awards/~partytown-proxy', () => {
  it('forwards an allow-listed script with its content type', async () => {
    const response = await proxied(`${upstreamBase}/widget.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript');
    expect(await response.text()).toBe('self.widgetLoaded = true;');
    expect(fetched).toEqual(['/widget.js']);
  });

  it('refuses any other address, without fetching it', async () => {
    const response = await proxied(`${upstreamBase}/other.js`);
    expect(response.status).toBe(403);
    expect(fetched).toEqual(['/widget.js']);
  });

  it('refuses a missing or non-http address', async () => {
    expect((await fetch(`${server.url}/best-design-awards/~partytown-proxy`)).status).toBe(400);
    expect((await proxied('javascript:alert(1)')).status).toBe(400);
  });
});
