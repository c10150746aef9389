import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pageFiles, pagePath } from '../content/check-links.ts';
import { isDraftPage } from '../content/draft-front-matter.ts';

// Astro builds every file of src/pages/: a draft page (a Markdown page
// written with `draft: true`, an .astro page with `export const draft = true;`)
// is removed from dist/ after the build (with its navigation document), as
// the sitemap and the language menus leave it out
// (src/microsite/editor-pages.ts). docs/editors.md "Drafts and hiding".

/** The public paths of the draft pages of the project at `root`. */
export function draftPagePaths(root: string): string[] {
  return pageFiles(root)
    .filter((file) => isDraftPage(file, readFileSync(join(root, file), 'utf8')))
    .map(pagePath);
}

/** Removes the draft pages of `root` from the build output `dist`; returns their paths. */
export function removeDraftPages(root: string, dist: string): string[] {
  const paths = draftPagePaths(root);
  for (const path of paths) {
    const folder = join(dist, path);
    for (const name of ['index.html', 'index.nav.html'])
      rmSync(join(folder, name), { force: true });
    if (existsSync(folder) && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
  return paths;
}
