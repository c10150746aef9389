import type { APIRoute } from 'astro';
import { micrositeHref } from '../../microsite/base-path.ts';
import { loadAwards } from '../../microsite/content/load-awards.ts';
import { editorPages } from '../../microsite/editor-pages.ts';
import { micrositeSites } from '../../microsite/sites.ts';

// /best-design-awards/sitemap.xml: every indexable page of every site, with
// its language alternates. The accessibility tests visit every page in it.

interface SitemapPage {
  /** The page's address in each site that has it, in site order. */
  paths: string[];
  hreflangs: string[];
}

export const GET: APIRoute = async ({ site }) => {
  const awards = await loadAwards();
  const generated: (string | number)[][] = [
    [],
    ...awards.categories.map((category) => ['categories', category.id]),
    ...awards.years.map((year) => [year.year]),
  ];
  const pages: SitemapPage[] = [
    ...generated.map((segments) => ({
      paths: micrositeSites.map((own) => micrositeHref(own.segment, ...segments)),
      hreflangs: micrositeSites.map((own) => own.language),
    })),
    ...editorPages().map((page) => ({
      paths: [...page.paths.values()],
      hreflangs: [...page.paths.keys()].map((own) => own.language),
    })),
  ];
  const absolute = (path: string) => new URL(path, site).href;
  const entries = pages.flatMap(({ paths, hreflangs }) =>
    paths.map((path) => {
      const alternates = paths
        .map(
          (other, index) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflangs[index]}" href="${absolute(other)}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${absolute(path)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml' } });
};
