import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatSavedEntry, savedEntryFiles } from '../../../../scripts/edit/format-entry.ts';

// Which files a save of the editing screen writes, and how they end up:
// what did not change as it was, the rest as Prettier writes it.

describe('savedEntryFiles', () => {
  it('names the Markdown files a save writes, where they were and where they go', () => {
    expect(
      savedEntryFiles({
        action: 'persistEntry',
        params: {
          dataFiles: [{ path: 'src/content/winners/2024/a.md', slug: '2024/a', raw: '' }],
          assets: [{ path: 'src/content/winners/images/a.svg' }],
        },
      }),
    ).toEqual([{ from: 'src/content/winners/2024/a.md', to: 'src/content/winners/2024/a.md' }]);
    expect(
      savedEntryFiles({
        action: 'persistEntry',
        params: { entry: { path: 'a.md', newPath: 'b.md' } },
      }),
    ).toEqual([{ from: 'a.md', to: 'b.md' }]);
    expect(savedEntryFiles({ action: 'getEntry', params: { path: 'a.md' } })).toEqual([]);
  });
});

describe('formatSavedEntry', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes the saved file as Prettier would, keeping what did not change', async () => {
    root = mkdtempSync(join(tmpdir(), 'edit-format-'));
    const file = 'src/content/categories/posters.md';
    mkdirSync(dirname(join(root, file)), { recursive: true });
    const previous = "---\nname:\n  en: 'Posters' # short\naccent: '#2f6fb3'\n---\n";
    writeFileSync(join(root, file), '---\nname:\n  en: Posters\naccent: "#1f6f5c"\n---\n');
    await formatSavedEntry(root, file, previous);
    expect(readFileSync(join(root, file), 'utf8')).toBe(
      "---\nname:\n  en: 'Posters' # short\naccent: '#1f6f5c'\n---\n",
    );
  });
});
