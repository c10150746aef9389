import { defineConfig } from 'vitest/config';

// The W3C Nu HTML checker over everything the project serves
// (tests/conformance/). After `npm run build`:
//   npx vitest run --config vitest.conformance.config.ts
export default defineConfig({
  test: {
    name: 'conformance',
    environment: 'node',
    include: ['tests/conformance/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
