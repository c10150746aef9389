import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../server/config.ts';
import { form, signedIn } from './support/client.ts';
import { getNotifications, seed } from './support/api.ts';
import { runNode } from './support/process.ts';

const urlLine = /Reference server on (http:\/\/\S+?)\//;
const urlOf = (output: string) => urlLine.exec(output)?.[1] ?? '';

describe('node server/main.ts', () => {
  it('--throwaway serves from a temporary database and deletes it on SIGTERM', async () => {
    const run = await runNode(
      'server/main.ts',
      ['--throwaway', '--port', '0', '--host', '127.0.0.1'],
      urlLine,
    );
    const folder = /database in (\S+) \(throwaway\)/.exec(run.output())?.[1] ?? '';
    expect(existsSync(join(folder, 'site-shell.sqlite'))).toBe(true);
    const client = await signedIn(urlOf(run.output()), 'designer');
    expect((await getNotifications(client)).unread_count).toBe(seed.unreadNotifications);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(existsSync(folder)).toBe(false);
  });

  it('--memory starts fresh every time', async () => {
    for (let round = 0; round < 2; round += 1) {
      const run = await runNode(
        'server/main.ts',
        ['--memory', '--port', '0', '--host', '127.0.0.1'],
        urlLine,
      );
      const client = await signedIn(urlOf(run.output()), 'designer');
      expect((await getNotifications(client)).unread_count).toBe(seed.unreadNotifications);
      await client.fetch(
        '/notifications/xhr/onsite/mark-all-read',
        form({ csrf_token: client.csrf() }),
      );
      expect((await getNotifications(client)).unread_count).toBe(0);
      run.child.kill('SIGINT');
      expect(await run.exited).toBe(0);
    }
  });

  it.each([
    [['--port', 'eighty'], /Invalid port/],
    [['--memory', '--throwaway'], /Choose one of/],
    [['--heartbeat-ms', '0'], /Invalid --heartbeat-ms/],
    [['--colour'], /Unknown option/],
  ])('refuses %j with exit code 2 and the usage', async (args, message) => {
    const run = await runNode('server/main.ts', args, /Usage/);
    expect(await run.exited).toBe(2);
    expect(run.output()).toMatch(message);
  });

  it('says so when the port is taken', async () => {
    const first = await runNode(
      'server/main.ts',
      ['--memory', '--port', '0', '--host', '127.0.0.1'],
      urlLine,
    );
    const port = new URL(urlOf(first.output())).port;
    try {
      const second = await runNode(
        'server/main.ts',
        ['--memory', '--port', port, '--host', '127.0.0.1'],
        /in use/,
      );
      expect(await second.exited).toBe(1);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });
});

describe('node scripts/start.ts (npm start)', () => {
  let root: string;
  beforeAll(() => {
    // An already built tree, so that start does not need to build.
    root = mkdtempSync(join(tmpdir(), 'site-shell-start-'));
    mkdirSync(join(root, 'dist', 'best-design-awards'), { recursive: true });
    mkdirSync(join(root, 'dist-elements'));
    writeFileSync(join(root, 'dist', 'best-design-awards', 'index.html'), '<h1>Awards</h1>');
    writeFileSync(join(root, 'dist-elements', 'site-elements.js'), 'export {};');
    // The demo pages are server-rendered with the built renderer (linked, so
    // that it finds its dependencies in the repository's node_modules).
    symlinkSync(
      join(repositoryRoot, 'dist-elements', 'server'),
      join(root, 'dist-elements', 'server'),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('prints the address and the demo links, serves them, and stops on Ctrl-C', async () => {
    const run = await runNode(
      'scripts/start.ts',
      [
        '--throwaway',
        '--port',
        '0',
        '--host',
        '127.0.0.1',
        '--root',
        root,
        '--script-allow',
        'http://127.0.0.1:9/widget.js',
      ],
      /Ctrl-C/,
    );
    const url = urlOf(run.output());
    expect(run.output()).not.toMatch(/npm run build/);
    const demoLinks = [...run.output().matchAll(/(http:\/\/\S+\/demo\?\S+)/g)].map(
      (m) => m[1] ?? '',
    );
    expect(demoLinks.length).toBeGreaterThanOrEqual(3);
    for (const link of demoLinks) {
      const response = await fetch(link);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<site-header');
    }
    expect(await (await fetch(`${url}/best-design-awards/`)).text()).toContain('Awards');
    expect((await fetch(`${url}/dist-elements/site-elements.js`)).status).toBe(200);
    // The same options as `npm run serve`: the allow-listed script passes the
    // allow-list (nothing listens upstream: 502), any other is refused.
    const proxy = (address: string) =>
      fetch(`${url}/best-design-awards/~partytown-proxy?url=${encodeURIComponent(address)}`);
    expect((await proxy('http://127.0.0.1:9/widget.js')).status).toBe(502);
    expect((await proxy('http://127.0.0.1:9/other.js')).status).toBe(403);
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
  });
});
