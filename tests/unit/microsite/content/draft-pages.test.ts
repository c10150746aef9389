import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDraftPages } from '../../../../src/microsite/build/draft-pages.ts';
import { findEditorPages } from '../../../../src/microsite/editor-pages.ts';
import {
  isDraftAstroPage,
  isDraftMarkdown,
} from '../../../../src/microsite/content/draft-front-matter.ts';

// Draft pages (issue 35): a Markdown page with `draft: true`, or an .astro
// page with `export const draft = true;`, is left out of a production build's
// sitemap and language menus (editor-pages.ts) and of dist/ (draft-pages.ts,
// after the build). A whole build: tests/unit/microsite/build/drafts-build.test.ts.

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

const astroPage = (frontmatter: string) =>
  `---\nimport ContentPage from '../../layouts/ContentPage.astro';\n${frontmatter}\n---\n\n<ContentPage title="Jury" description="The jury.">\n  <p>export const draft = true;</p>\n</ContentPage>\n`;

describe('a draft page', () => {
  it('is told by its front matter', () => {
    expect(isDraftMarkdown(page(true))).toBe(true);
    expect(isDraftMarkdown(page(false))).toBe(false);
  });

  it('is told by an .astro page’s `export const draft = true;`, in its frontmatter only', () => {
    expect(isDraftAstroPage(astroPage('export const draft = true;'))).toBe(true);
    expect(isDraftAstroPage(astroPage('export const draft: boolean = true // until May'))).toBe(
      true,
    );
    expect(isDraftAstroPage(astroPage('export const draft = false;'))).toBe(false);
    expect(isDraftAstroPage(astroPage('// export const draft = true;'))).toBe(false);
    // The same words in the page's markup are text.
    expect(isDraftAstroPage(astroPage(''))).toBe(false);
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
    write(root, 'src/pages/best-design-awards/jury.astro', astroPage('export const draft = true;'));
    write(root, 'src/pages/best-design-awards/fr/jury.astro', astroPage(''));
    const dist = join(root, 'dist');
    const folders = ['press', 'fr/press', 'jury', 'fr/jury'].map(
      (page) => `best-design-awards/${page}`,
    );
    for (const folder of folders) {
      write(dist, `${folder}/index.html`, '<!doctype html>');
      write(dist, `${folder}/index.nav.html`, '<!doctype html>');
    }
    expect(removeDraftPages(root, dist).sort()).toEqual([
      '/best-design-awards/jury/',
      '/best-design-awards/press/',
    ]);
    expect(existsSync(join(dist, 'best-design-awards/press'))).toBe(false);
    expect(existsSync(join(dist, 'best-design-awards/jury'))).toBe(false);
    expect(existsSync(join(dist, 'best-design-awards/fr/press/index.html'))).toBe(true);
    expect(existsSync(join(dist, 'best-design-awards/fr/jury/index.html'))).toBe(true);
  });
});
