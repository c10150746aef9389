// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// The microsite lives under /best-design-awards/. We do not set `base`: the
// pages already sit in src/pages/best-design-awards/, and `base` would double
// the prefix. Assets go under the same prefix so that dist/ mirrors the public
// URL space (../shared/design.md §3).
export default defineConfig({
  integrations: [react()],
  build: {
    assets: 'best-design-awards/_astro',
  },
});
