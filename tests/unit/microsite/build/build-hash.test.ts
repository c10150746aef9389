import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { computeBuildHash } from '../../../../src/microsite/build/build-hash.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project() {
  root = mkdtempSync(join(tmpdir(), 'build-hash-'));
  mkdirSync(join(root, 'src/content/winners'), { recursive: true });
  writeFileSync(join(root, 'src/page.ts'), 'export const a = 1;');
  writeFileSync(join(root, 'src/content/winners/one.md'), '---\ntitle: One\n---\n');
  return root;
}

describe('the build hash', () => {
  it('changes with the code and stays with the content, which reaches only the HTML', () => {
    const before = computeBuildHash(project(), {});
    writeFileSync(join(root, 'src/content/winners/one.md'), '---\ntitle: Revised\n---\n');
    expect(computeBuildHash(root, {})).toBe(before);
    writeFileSync(join(root, 'src/page.ts'), 'export const a = 2;');
    expect(computeBuildHash(root, {})).not.toBe(before);
  });

  it('is BUILD_HASH when set', () => {
    expect(computeBuildHash(project(), { BUILD_HASH: ' abc ' })).toBe('abc');
  });
});
