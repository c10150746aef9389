import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The dev preview with content mistakes (issue 35): the real `astro dev` on a
// free loopback port, in a copy of the project whose 2024 year has a date
// written day first and one of whose 2023 winners has an image that is not
// there. The page concerned shows the problem in the browser (a page of
// ours, status 500) with the file, the field and the fix; every other page
// works; the terminal prints each problem once. A draft winner is shown,
// marked "Draft".

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
let copy = '';
let server: ChildProcess | undefined;
let origin = '';
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A plain environment: under Vitest's (NODE_ENV=test, its loader options) Astro would not serve its pages. */
function devServerEnvironment(): NodeJS.ProcessEnv {
  const kept = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'USER'];
  return {
    ...Object.fromEntries(
      kept.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
    ),
    FORCE_COLOR: '0',
  };
}

function edit(file: string, pattern: RegExp, replacement: string) {
  const path = join(copy, file);
  const text = readFileSync(path, 'utf8');
  if (!pattern.test(text)) throw new Error(`No ${String(pattern)} in ${file}.`);
  writeFileSync(path, text.replace(pattern, replacement));
}

async function waitForServer(url: string, until: number): Promise<void> {
  while (Date.now() < until) {
    // The server answers 404 for a moment before its routes are ready.
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`astro dev did not answer at ${url}:\n${output}`);
}

/** The page's status and its text (the markup left out). */
async function page(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${origin}${path}`);
  const html = await response.text();
  const text = html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#34;', '"')
    .replaceAll('&#60;', '<');
  return { status: response.status, text };
}

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'awards-dev-'));
  for (const entry of ['src', 'markets', 'astro.config.mjs', 'package.json', 'tsconfig.json']) {
    cpSync(join(repo, entry), join(copy, entry), { recursive: true });
  }
  // The packages: one link to the project's (Astro follows a linked package
  // outside the root to its own folder), and the caches kept in the copy.
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
  writeFileSync(
    join(copy, 'astro.test.config.mjs'),
    [
      "import config from './astro.config.mjs';",
      'export default {',
      '  ...config,',
      "  cacheDir: './.cache/astro',",
      // Astro's packages stay under the copy's root (through the link), as in a real project.
      "  vite: { ...config.vite, cacheDir: './.cache/vite', resolve: { preserveSymlinks: true } },",
      '};',
    ].join('\n'),
  );
  edit('src/content/years/2024.md', /^ {2}date: .+$/m, '  date: 13.11.2024');
  edit('src/content/winners/2023/lumen-candles.md', /^image: .+$/m, 'image: ../images/missing.png');
  edit('src/content/winners/2022/alpine-honey.md', /^award: /m, 'draft: true\naward: ');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [
      join(repo, 'node_modules/astro/bin/astro.mjs'),
      'dev',
      '--config',
      'astro.test.config.mjs',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    { cwd: copy, stdio: ['ignore', 'pipe', 'pipe'], env: devServerEnvironment() },
  );
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForServer(`${origin}/best-design-awards/about/`, Date.now() + 60_000);
}, 90_000);

afterAll(() => {
  server?.kill();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('the dev preview', () => {
  it('shows a year file’s problem on that year’s page, with the file, the field and the fix', async () => {
    const { status, text } = await page('/best-design-awards/2024/');
    expect(status).toBe(500);
    expect(text).toContain(
      'src/content/years/2024.md: ceremony.date: write the date as YYYY-MM-DD (year-month-day), for example 2026-11-13; "13.11.2024" is not in that form',
    );
  }, 60_000);

  it('shows a missing image on its winner’s year page, naming the content file and the field', async () => {
    const { status, text } = await page('/best-design-awards/de/2023/');
    expect(status).toBe(500);
    expect(text).toContain(
      'src/content/winners/2023/lumen-candles.md: image: there is no image ../images/missing.png',
    );
  }, 60_000);

  it('keeps the other pages working, and prints each problem once in the terminal', async () => {
    expect((await page('/best-design-awards/2022/')).status).toBe(200);
    expect((await page('/best-design-awards/')).status).toBe(200);
    const mentions = output.split('src/content/years/2024.md: ceremony.date').length - 1;
    expect(mentions).toBe(1);
  }, 60_000);

  it('shows a draft winner with a "Draft" mark in the page’s language', async () => {
    const { status, text } = await page('/best-design-awards/de/2022/');
    expect(status).toBe(200);
    expect(text).toMatch(/Alpenblüte Honey\s*Entwurf/);
  }, 60_000);

  it('shows the year and its winners again once the file is fixed', async () => {
    edit('src/content/years/2024.md', /^ {2}date: .+$/m, '  date: 2024-11-13');
    const until = Date.now() + 30_000;
    let last = await page('/best-design-awards/2024/');
    while (last.status !== 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      last = await page('/best-design-awards/2024/');
    }
    expect(last.status).toBe(200);
    // A winner of 2024, left out while its year's file had a problem.
    expect(last.text).toContain('Kitchen Garden Seeds');
  }, 60_000);
});
