import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CheckContent from '../../../../src/microsite/content/check-content.ts';
import { checkedLoader } from '../../../../src/microsite/content/checked-loader.ts';
import { cachedWhileContentUnchanged } from '../../../../src/microsite/content/content-check-cache.ts';
import { problemsShownOn } from '../../../../src/microsite/content/dev-content-errors.ts';

// The content check runs once while the content is unchanged (issue 35
// review): a build's three collection loaders share one check, and the dev
// preview checks again only once a file has changed, not on every request.
// The real check is counted through a mock of its module (vi.mock is hoisted
// above the imports).

const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../src/microsite/content/check-content.ts', async (importOriginal) => {
  const original = await importOriginal<typeof CheckContent>();
  return {
    ...original,
    checkContentFolder: (root: string) => {
      checks.count += 1;
      return original.checkContentFolder(root);
    },
  };
});

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'awards-check-cache-'));
cpSync(join(repo, 'src/content'), join(root, 'src/content'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeEach(() => {
  checks.count = 0;
});

/** Changes a content file as an editor's save does: new text, a later modification time. */
function save(file: string, text: string) {
  writeFileSync(join(root, file), text);
  const later = new Date(Date.now() + 5_000);
  utimesSync(join(root, file), later, later);
}

describe('a check kept while the content is unchanged', () => {
  it('runs once for as long as no file changes, and again after a change or a new file', () => {
    const check = vi.fn((folder: string) => folder);
    const cached = cachedWhileContentUnchanged(check);
    cached(root);
    cached(root);
    expect(check).toHaveBeenCalledTimes(1);
    // A change that leaves the content valid (an empty line at the end), for the tests below.
    save(
      'src/content/years/2024.md',
      `${readFileSync(join(root, 'src/content/years/2024.md'), 'utf8')}\n`,
    );
    cached(root);
    save('src/content/winners/images/new.svg', '<svg/>');
    cached(root);
    cached(root);
    expect(check).toHaveBeenCalledTimes(3);
  });
});

describe('a build', () => {
  it('checks the content once for its three collections', async () => {
    const context = {
      config: { root: pathToFileURL(`${root}/`) },
    } as unknown as LoaderContext;
    const glob: Loader = { name: 'glob', load: async () => {} };
    for (const base of ['src/content/categories', 'src/content/years', 'src/content/winners']) {
      await checkedLoader(glob, base).load(context);
    }
    expect(checks.count).toBe(1);
  });
});

describe('the dev preview', () => {
  it('checks the content again only once a file has changed, not on every request', () => {
    problemsShownOn(root, { year: '2023' });
    problemsShownOn(root, { year: '2023' });
    problemsShownOn(root, { category: 'packaging' });
    expect(checks.count).toBe(1);
    save('src/content/years/2023.md', '---\nyear: 2023\n---\n');
    const problems = problemsShownOn(root, { year: '2023' });
    expect(checks.count).toBe(2);
    // The change is seen: the year's file now lacks its fields.
    expect(problems.map((problem) => problem.file)).toContain('src/content/years/2023.md');
  });
});
