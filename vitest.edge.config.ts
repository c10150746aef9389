import { defineConfig } from 'vitest/config';

// The edge recipes (tests/edge/): docs/elements/edge/'s nginx.conf and
// varnish.vcl run in Debian's nginx and varnishd, in front of the fragment
// endpoint and a legacy template origin, read in Chromium. After
// `npm run build:elements`:
//   npx vitest run --config vitest.edge.config.ts
export default defineConfig({
  test: {
    name: 'edge',
    environment: 'node',
    include: ['tests/edge/**/*.test.ts'],
    // One edge, one browser at a time: two cores.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
