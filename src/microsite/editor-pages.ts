import { basePath } from './base-path.ts';
import { micrositeSiteForPath, type MicrositeSite } from './sites.ts';

// Pages that editors write by hand: Markdown or .astro files under
// src/pages/best-design-awards/ (default site) and
// src/pages/best-design-awards/<segment>/ (other sites). Found at build time,
// so a new file appears in the sitemap and gets its language alternates
// without being listed anywhere.

const pageFiles = Object.keys(import.meta.glob('../pages/best-design-awards/**/*.{md,astro}'));
const pagesFolder = '../pages/best-design-awards/';

export interface EditorPage {
  /** The page's path inside its site, e.g. `about` (the same in every site). */
  slug: string;
  /** Its address in each site that has it. */
  paths: Map<MicrositeSite, string>;
}

function publicPath(file: string): string {
  const relative = file.slice(pagesFolder.length).replace(/\.(md|astro)$/, '');
  const withoutIndex = relative === 'index' ? '' : relative.replace(/\/index$/, '');
  return withoutIndex === '' ? basePath : `${basePath}${withoutIndex}/`;
}

/** The pages by slug; computed once per build (every page asks, so this must not grow with them). */
let pagesBySlug: Map<string, EditorPage> | undefined;

function findEditorPages(): Map<string, EditorPage> {
  const bySlug = new Map<string, EditorPage>();
  for (const file of pageFiles) {
    if (file.includes('[')) continue; // the templates of the generated pages
    const path = publicPath(file);
    const site = micrositeSiteForPath(path, basePath);
    const inSite = path.slice(basePath.length + (site.segment ? site.segment.length + 1 : 0));
    const slug = inSite.replace(/\/$/, '');
    const page = bySlug.get(slug) ?? { slug, paths: new Map() };
    page.paths.set(site, path);
    bySlug.set(slug, page);
  }
  return bySlug;
}

function editorPagesBySlug(): Map<string, EditorPage> {
  pagesBySlug ??= findEditorPages();
  return pagesBySlug;
}

export function editorPages(): EditorPage[] {
  return [...editorPagesBySlug().values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

/** The same editor page in another site, or that site's home when it has no such page. */
export function editorPagePathIn(slug: string, site: MicrositeSite): string {
  const page = editorPagesBySlug().get(slug);
  return page?.paths.get(site) ?? `${basePath}${site.segment ? `${site.segment}/` : ''}`;
}
