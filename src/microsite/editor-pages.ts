import { basePath } from './base-path.ts';
import { languageNames } from '../i18n/languages.ts';
import { micrositeSiteForPath, micrositeSites, type MicrositeSite } from './sites.ts';
import { isDraftPage } from './content/draft-front-matter.ts';

// Pages that editors write by hand: Markdown or .astro files under
// src/pages/best-design-awards/ (default site) and
// src/pages/best-design-awards/<segment>/ (other sites). Found at build time,
// so a new file appears in the sitemap and gets its language alternates
// without being listed anywhere. A page that every site links to (the
// about page, in the awards bar) is needed in every site's language: one
// missing fails the build with the file and the language named. Any other
// page should have every language too; where one is missing, that
// language's menu entry leads to its site's home.

// The pages' text, to find the drafts (`draft: true` in a Markdown page,
// `export const draft = true;` in an .astro one), which a production build
// leaves out of the sitemap and the language menus (and
// microsite-integration.ts out of dist/). Read as text: importing the pages
// themselves would import their layout, which imports this file. The
// templates of the generated pages (`[...site]/`) are left out.
const pageTexts: Record<string, string> = import.meta.glob(
  ['../pages/best-design-awards/**/*.{md,astro}', '!**/\\[*/**'],
  { query: '?raw', import: 'default', eager: true },
);

const pageFiles = Object.keys(pageTexts);

/** The pages (glob keys) that are drafts. */
export const draftPageFiles: ReadonlySet<string> = new Set(
  Object.entries(pageTexts)
    .filter(([file, text]) => isDraftPage(file, text))
    .map(([file]) => file),
);
const pagesFolder = '../pages/best-design-awards/';

/** The about page, which the awards bar and the home page of every site link to. */
export const aboutSlug = 'about';

/** The editor pages every site links to, so each site needs its own version. */
export const requiredEditorPages: readonly string[] = [aboutSlug];

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

/** `../pages/…` (a glob key, relative to this folder) as a path in the project: `src/pages/…`. */
const projectFile = (file: string) => file.replace(/^\.\.\//, 'src/');

/** The pages by slug; computed once per build (every page asks, so this must not grow with them). */
let pagesBySlug: Map<string, EditorPage> | undefined;

/**
 * The editor pages of these files (glob keys, `../pages/best-design-awards/…`),
 * `leftOut` (drafts, in production) left out; throws when a site lacks a required one.
 */
export function findEditorPages(
  files: readonly string[],
  leftOut: ReadonlySet<string> = new Set(),
): Map<string, EditorPage> {
  const bySlug = new Map<string, EditorPage>();
  const fileOf = new Map<string, string>();
  for (const file of files) {
    if (file.includes('[')) continue; // the templates of the generated pages
    if (leftOut.has(file)) continue;
    const path = publicPath(file);
    const site = micrositeSiteForPath(path, basePath);
    const inSite = path.slice(basePath.length + (site.segment ? site.segment.length + 1 : 0));
    const slug = inSite.replace(/\/$/, '');
    const page = bySlug.get(slug) ?? { slug, paths: new Map() };
    page.paths.set(site, path);
    bySlug.set(slug, page);
    fileOf.set(path, projectFile(file));
  }
  for (const slug of requiredEditorPages) {
    const paths = bySlug.get(slug)?.paths ?? new Map<MicrositeSite, string>();
    const missing = micrositeSites.filter((site) => !paths.has(site));
    if (missing.length === 0) continue;
    const [existing = ''] = paths.values();
    const file = fileOf.get(existing) ?? `${projectFile(pagesFolder)}${slug}.md`;
    const extension = file.slice(file.lastIndexOf('.'));
    const wanted = missing.map((site) => {
      const folder = projectFile(pagesFolder) + (site.segment ? `${site.segment}/` : '');
      return `${languageNames[site.language]} (${site.language}): add ${folder}${slug}${extension}`;
    });
    throw new Error(
      `The page ${file} has no version in ${wanted.join('; ')}. Every site links to it, and the microsite is built in every language of src/microsite/sites.ts (docs/editors.md "Add a page").`,
    );
  }
  return bySlug;
}

function editorPagesBySlug(): Map<string, EditorPage> {
  pagesBySlug ??= findEditorPages(pageFiles, import.meta.env.DEV ? new Set() : draftPageFiles);
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

/** Whether the page at `path` (`/best-design-awards/press/`) is a draft, which only the dev preview shows. */
export function isDraftEditorPage(path: string): boolean {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return [...draftPageFiles].some((file) => publicPath(file) === withSlash);
}
