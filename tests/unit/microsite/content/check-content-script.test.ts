import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run check:content` (issue 35): the quick check editors run before
// publishing, on a copy of the real content and pages with a mistake of
// each kind it finds. It must take well under a minute.

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
let copy = '';

function checkContent(root: string) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/check-content.ts', root], {
    cwd: repo,
    encoding: 'utf8',
  });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

function edit(file: string, change: (text: string) => string) {
  const path = join(copy, file);
  const text = readFileSync(path, 'utf8');
  const changed = change(text);
  if (changed === text) throw new Error(`The edit changed nothing in ${file}.`);
  writeFileSync(path, changed);
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'awards-check-'));
  cpSync(join(repo, 'src/content'), join(copy, 'src/content'), { recursive: true });
  cpSync(join(repo, 'src/pages/best-design-awards'), join(copy, 'src/pages/best-design-awards'), {
    recursive: true,
  });
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run check:content', () => {
  it('passes the real content', () => {
    const { status, stdout, seconds } = checkContent(repo);
    expect(status).toBe(0);
    expect(stdout).toContain('The awards content is fine');
    expect(seconds).toBeLessThan(60);
  });

  it('reports a schema mistake, a broken link, HTML the build removes and a badly formatted file at once', () => {
    edit('src/content/years/2024.md', (text) =>
      text.replace(/^ {2}date: .+$/m, '  date: 15.11.2024'),
    );
    edit('src/pages/best-design-awards/about.md', (text) =>
      text
        .replace('(/best-design-awards/#years)', '(/best-design-awards/2019/)')
        .replace('(/best-design-awards/#categories)', '(categories/packaging/)')
        .replace(/\n## Questions\n/, '\n<script>track()</script>\n\n## Questions\n'),
    );
    edit('src/content/categories/packaging.md', (text) =>
      text.replace(/'#([0-9a-f]{6})'/i, '"#$1"'),
    );
    const { status, stderr } = checkContent(copy);
    expect(status).toBe(1);
    expect(stderr).toContain(
      'src/content/years/2024.md: ceremony.date: write the date as YYYY-MM-DD (year-month-day), for example 2026-11-13; "15.11.2024" is not in that form',
    );
    expect(stderr).toMatch(
      /src\/pages\/best-design-awards\/about\.md: line \d+: the address \/best-design-awards\/2019\/ leads to no page of the awards; correct it/,
    );
    expect(stderr).toMatch(
      /src\/pages\/best-design-awards\/about\.md: line \d+: the address categories\/packaging\/ is relative; write it in full, starting with \/best-design-awards\//,
    );
    expect(stderr).toMatch(
      /src\/pages\/best-design-awards\/about\.md: line \d+: <script> is removed with its content when the site is built: a page cannot run a script of its own; delete it/,
    );
    expect(stderr).toContain(
      'src/content/categories/packaging.md: is not formatted as the guide writes content files (quotes, indentation); run npx prettier --write src/content/categories/packaging.md',
    );
    expect(stderr).toContain('5 problem(s)');
  });
});
