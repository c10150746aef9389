import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from 'astro/markdown';
import { basePath } from '../base-path.ts';
import { micrositeSites } from '../sites.ts';
import type { ContentFile } from './content-files.ts';
import type { ContentProblem } from './content-problem.ts';
import { astroFrontmatter, isDraftPage } from './draft-front-matter.ts';
import { isMarketplaceRoute, productionOrigin } from './site-links.ts';

// The links of the hand-written pages, checked without a build
// (`npm run check:content`): an internal address must be written in full
// (starting with /best-design-awards/) and lead to a page the site has, not
// to a draft (a content file or a page), which a production build leaves
// out. In a Markdown page, every link; in an .astro page, the addresses its
// markup writes out (`href="…"`, not `href={…}`). The build's own link check
// (tests/e2e/microsite/links.spec.ts) checks every page of dist/.

const pagesFolder = 'src/pages/best-design-awards';
/** The Markdown and .astro pages under `folder` (relative to the project), templates left out. */
export function pageFiles(root: string, folder = pagesFolder): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((dirent) => {
    const path = `${folder}/${dirent.name}`;
    if (dirent.name.includes('[')) return [];
    if (dirent.isDirectory()) return pageFiles(root, path);
    return /\.(md|astro)$/.test(dirent.name) ? [path] : [];
  });
}

/** A page file's public path: `src/pages/best-design-awards/fr/press.md` → `/best-design-awards/fr/press/`. */
export function pagePath(file: string): string {
  const inside = file
    .slice(pagesFolder.length + 1)
    .replace(/\.(md|astro)$/, '')
    .replace(/(^|\/)index$/, '');
  return inside === '' ? basePath : `${basePath}${inside}/`;
}

const isDraft = (data: Record<string, unknown>) => data.draft === true;

/** The public paths of the microsite, each marked whether it is a draft. */
export function micrositePaths(
  files: readonly ContentFile[],
  pages: readonly { file: string; draft: boolean }[],
): Map<string, { draft: boolean }> {
  const paths = new Map<string, { draft: boolean }>();
  for (const site of micrositeSites) {
    const home = site.segment ? `${basePath}${site.segment}/` : basePath;
    paths.set(home, { draft: false });
    for (const file of files) {
      if (file.collection === 'years')
        paths.set(`${home}${file.id}/`, { draft: isDraft(file.data) });
      if (file.collection === 'categories') {
        paths.set(`${home}categories/${file.id}/`, { draft: isDraft(file.data) });
      }
    }
  }
  for (const page of pages) paths.set(pagePath(page.file), { draft: page.draft });
  for (const file of ['sitemap.xml', 'app-data.json']) {
    paths.set(`${basePath}${file}`, { draft: false });
  }
  return paths;
}

const attributeAddress = /\s(?:href|src)\s*=\s*["']([^"']*)["']/g;

/** The addresses a Markdown text links to, with their lines (code blocks left out). */
export function linksOf(markdown: string): { line: number; address: string }[] {
  const links: { line: number; address: string }[] = [];
  let inCode = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) inCode = !inCode;
    if (inCode) return;
    const line = index + 1;
    const withoutCode = text.replace(/`[^`]*`/g, '');
    for (const match of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ line, address: match[1] ?? '' });
    }
    for (const match of withoutCode.matchAll(attributeAddress)) {
      links.push({ line, address: match[1] ?? '' });
    }
  });
  return links;
}

/** The addresses an .astro page's markup writes out (`href="…"`, `src="…"`), with their lines; its frontmatter left out. */
export function astroLinksOf(text: string): { line: number; address: string }[] {
  const frontmatter = astroFrontmatter(text);
  const firstLine = frontmatter.split('\n').length;
  return text
    .slice(frontmatter.length)
    .split('\n')
    .flatMap((markup, index) =>
      [...markup.matchAll(attributeAddress)].map((match) => ({
        line: firstLine + index,
        address: match[1] ?? '',
      })),
    );
}

/** What is wrong with `address`, or undefined. */
function linkProblem(address: string, paths: Map<string, { draft: boolean }>): string | undefined {
  if (address === '' || /^(#|mailto:|tel:)/.test(address)) return undefined;
  let path = address;
  if (/^https?:\/\//.test(address)) {
    const url = new URL(address);
    if (url.origin !== productionOrigin) return undefined;
    path = url.pathname;
  } else if (address.startsWith('//')) {
    return undefined;
  } else if (/^[a-z][a-z0-9+.-]*:/i.test(address)) {
    return `the address ${address} is not a web address; write https://… or a full address starting with ${basePath}`;
  } else if (!address.startsWith('/')) {
    return `the address ${address} is relative; write it in full, starting with ${basePath}`;
  }
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === basePath.slice(0, -1) || pathname.startsWith(basePath)) {
    const page = paths.get(pathname) ?? paths.get(`${pathname.replace(/\/$/, '')}/`);
    if (!page) return `the address ${address} leads to no page of the awards; correct it`;
    if (page.draft) {
      return `the address ${address} leads to a draft, which the published site leaves out; link to it once it is published`;
    }
    return undefined;
  }
  return isMarketplaceRoute(pathname)
    ? undefined
    : `the address ${address} is neither an awards page (${basePath}…) nor a marketplace page the site links to; correct it`;
}

/** The problems of the links of every hand-written page of the project at `root`. */
export function checkPageLinks(root: string, files: readonly ContentFile[]): ContentProblem[] {
  const pages = pageFiles(root).map((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const links = file.endsWith('.md')
      ? linksOf(parseFrontmatter(text, { frontmatter: 'empty-with-lines' }).content)
      : astroLinksOf(text);
    return { file, draft: isDraftPage(file, text), links };
  });
  const paths = micrositePaths(files, pages);
  return pages.flatMap((page) =>
    page.links.flatMap(({ line, address }) => {
      const message = linkProblem(address, paths);
      return message ? [{ file: page.file, field: `line ${line}`, message }] : [];
    }),
  );
}
