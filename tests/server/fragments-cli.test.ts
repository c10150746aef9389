import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnFragmentServer, type FragmentServerProcess } from '../support/fragment-server.ts';
import { startServer, type TestServer } from './support/server.ts';

// `site-shell-fragments`, the deployable fragment server, run as an operator
// runs it: the same answers as the reference server's endpoint, a health
// endpoint, a JSON log line per request, and a graceful stop.

let fragments: FragmentServerProcess;
let reference: TestServer;
beforeAll(async () => {
  [fragments, reference] = await Promise.all([spawnFragmentServer(), startServer()]);
});
afterAll(async () => {
  await Promise.all([fragments.stop(), reference.close()]);
});

describe('site-shell-fragments', () => {
  it('answers its health endpoint with its version', async () => {
    const response = await fetch(`${fragments.url}/healthz`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; version: string };
    expect(body.status).toBe('ok');
    expect(body.version).toBe(response.headers.get('site-shell-version'));
  });

  it('answers every fragment, error and fallback as the reference server does', async () => {
    const paths = [
      '/fragments/site-header?site=de-de&locale=de-DE&user-role=designer&variant=default&current-path=/contests/browse&drawers=',
      '/fragments/site-footer?site=ch-fr&locale=fr-CH&variant=reduced',
      '/fragments/site-unread-badge?site=us-en&kind=messages&unread-counts={"messages":120}',
      '/fragments/site-header?site=xx-xx',
      '/fragments/site-header?colour=red',
      '/fragments/site-sidebar?site=us-en',
      '/fragments/site-footer?site=us-en&site=gb-en',
      '/fragments/site-header?site=de-de&variant=wide&fallback=',
    ];
    for (const path of paths) {
      const [ours, theirs] = await Promise.all(
        [fragments.url, reference.url].map((base) => fetch(`${base}${encodeURI(path)}`)),
      );
      expect(ours?.status, path).toBe(theirs?.status);
      for (const header of ['cache-control', 'content-type', 'etag', 'site-shell-error', 'vary']) {
        expect(ours?.headers.get(header), `${path} ${header}`).toBe(theirs?.headers.get(header));
      }
      expect(await ours?.text(), path).toBe(await theirs?.text());
    }
  });

  it('logs one JSON line per request, naming an include’s failure', async () => {
    await fetch(`${fragments.url}/fragments/site-footer?site=us-en&variant=wide&fallback=`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = fragments
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const last = lines.at(-1);
    expect(last).toMatchObject({
      method: 'GET',
      path: '/fragments/site-footer',
      status: 200,
      tag: 'site-footer',
      error: 'bad_attribute',
      field: 'variant',
    });
    expect(typeof last?.['ms']).toBe('number');
    expect(lines.filter((line) => line['path'] === '/healthz')).toHaveLength(1);
  });

  it('finishes the request in flight on SIGTERM, then exits 0', async () => {
    const server = await spawnFragmentServer(['--quiet']);
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // Half a request: the server has it in hand when the signal comes.
    socket.write('GET /fragments/site-footer?site=nl-nl HTTP/1.1\r\nHost: fragments\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exited = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.child.exitCode).toBeNull();
    socket.write('Connection: close\r\n\r\n');
    await closed;
    const response = Buffer.concat(received).toString();
    expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(response).toContain('<site-footer site="nl-nl"');
    expect(await exited).toBe(0);
    // A new connection is refused once it has stopped.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('refuses a bad option with a message and exit code 2', () => {
    const run = spawnSync(
      process.execPath,
      ['dist-elements/server/fragments-cli.js', '--cache-mib', 'lots'],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--cache-mib must be a number');
  });
});
