// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { satteri } from '@astrojs/markdown-satteri';
import { publicSitesPlugin } from './src/markets/vite-plugin.ts';
import { micrositeIntegration } from './src/microsite/build/microsite-integration.ts';
import { chromeIslandsIntegration } from './src/microsite/hydration/chrome-islands-integration.ts';
import { sanitizeMarkdownHtml } from './src/microsite/content/sanitize-markdown-html.ts';

// The microsite lives under /best-design-awards/. We do not set `base`: the
// pages already sit in src/pages/best-design-awards/, and `base` would double
// the prefix. Assets go under the same prefix so that dist/ mirrors the public
// URL space (../shared/design.md §3).
//
// Build options (environment variables, docs/editors.md "Building"):
// - ASSETS_HOST: a static assets host, e.g. `https://static.designmarket.com`;
//   scripts, styles and images are then served from
//   `${ASSETS_HOST}/best-design-awards/_astro/...` instead of the page's origin.
// - SITE_URL: the origin the pages are published on, for canonical and
//   hreflang links and the sitemap (default https://www.designmarket.com).
// - BUILD_HASH: overrides the computed build hash in app-data.json.
// - INCREMENTAL_BUILD=0: no incremental build cache (below). A build that is
//   never built again, as on a CI machine, then does not write every page a
//   second time into the cache (about 1 ms a page).
const assetsHost = process.env.ASSETS_HOST?.replace(/\/+$/, '');

export default defineConfig({
  site: process.env.SITE_URL ?? 'https://www.designmarket.com',
  integrations: [
    // The header and the drawer: rendered once per site, not per page.
    chromeIslandsIntegration(),
    react(),
    micrositeIntegration(),
  ],
  markdown: {
    // The HTML editors write in Markdown pages is parsed (rawHtml) and
    // sanitized against an allow-list: no scripts, event handlers or
    // `javascript:` addresses; each removal is printed as a warning with the
    // file and the line (docs/editors.md "HTML in a page").
    processor: satteri({ features: { rawHtml: true }, hastPlugins: [sanitizeMarkdownHtml] }),
  },
  // Our own prefetch policy replaces Astro's (src/microsite/router/prefetch-*.ts).
  prefetch: false,
  build: {
    assets: 'best-design-awards/_astro',
    inlineStylesheets: 'always',
    // Pages rendered side by side: while one page's files are written (the
    // page and its navigation document), the next renders. One at a time, the
    // build sat waiting for the disk for a sixth to a third of its rendering
    // phase (CPU profiles of 1,138-page builds); 8 did better than 4 once
    // each page had two files (bench build-scaling, 10,000 pages added).
    concurrency: 8,
    ...(assetsHost ? { assetsPrefix: assetsHost } : {}),
  },
  vite: {
    plugins: [publicSitesPlugin()],
    build: {
      // The footer's glyphs (src/microsite/styles/social-icons.css) stay a
      // file: as a data URL they would be in every page's first round trip.
      assetsInlineLimit: (file) => (file.endsWith('/social-icons.svg') ? false : undefined),
    },
  },
  experimental: {
    // A second build renders only the pages whose content or code changed:
    // the year and category pages give a getStaticPaths() cacheKey (a digest
    // of their content), and the build hash leaves the content out
    // (src/microsite/build/build-hash.ts). `astro build --force` renders all.
    incrementalBuild: process.env.INCREMENTAL_BUILD !== '0',
  },
});
