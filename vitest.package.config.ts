import { defineConfig } from 'vitest/config';

// The installable package (tests/package/): `npm pack` of the built
// dist-elements/, installed into an empty project, type-checked, rendered in
// Node and loaded in Chromium. After `npm run build:elements`:
//   npx vitest run --config vitest.package.config.ts
export default defineConfig({
  test: {
    name: 'package',
    environment: 'node',
    include: ['tests/package/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
