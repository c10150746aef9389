import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDraftPages } from '../../../../src/microsite/build/draft-pages.ts';
import { findEditorPages } from '../../../../src/microsite/editor-pages.ts';
import { isDraftMarkdown } from '../../../../src/microsite/content/draft-front-matter.ts';

// Draft pages (issue 35): a Markdown page with `draft: true` is left out of
// a production build's sitemap and language menus (editor-pages.ts) and of
// dist/ (draft-pages.ts, after the build).

const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function write(root: string, file: string, text: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

const page = (draft: boolean) =>
  `---\nlayout: ../../layouts/ContentPage.astro\ntitle: Press\ndescription: For journalists.\n${draft ? 'draft: true\n' : ''}---\n\nText.\n`;

describe('a draft page', () => {
  it('is told by its front matter', () => {
    expect(isDraftMarkdown(page(true))).toBe(true);
    expect(isDraftMarkdown(page(false))).toBe(false);
  });

  it('is left out of the editor pages (sitemap, language menus) it is given as left out', () => {
    const press = '../pages/best-design-awards/press.md';
    // The about page, which every site needs, in every language.
    const about = ['', 'de/', 'nl/', 'fr/', 'it/', 'es/', 'pt/', 'ja/'].map(
      (folder) => `../pages/best-design-awards/${folder}about.md`,
    );
    expect([...findEditorPages([...about, press]).keys()]).toContain('press');
    expect([...findEditorPages([...about, press], new Set([press])).keys()]).not.toContain('press');
  });

  it('is removed from the build output with its navigation document, the others kept', () => {
    const root = mkdtempSync(join(tmpdir(), 'awards-drafts-'));
    made.push(root);
    write(root, 'src/pages/best-design-awards/press.md', page(true));
    write(root, 'src/pages/best-design-awards/fr/press.md', page(false));
    const dist = join(root, 'dist');
    for (const folder of ['best-design-awards/press', 'best-design-awards/fr/press']) {
      write(dist, `${folder}/index.html`, '<!doctype html>');
      write(dist, `${folder}/index.nav.html`, '<!doctype html>');
    }
    expect(removeDraftPages(root, dist)).toEqual(['/best-design-awards/press/']);
    expect(existsSync(join(dist, 'best-design-awards/press'))).toBe(false);
    expect(existsSync(join(dist, 'best-design-awards/fr/press/index.html'))).toBe(true);
  });
});
