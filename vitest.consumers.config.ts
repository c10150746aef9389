import { defineConfig } from 'vitest/config';

// The consumer apps (tests/consumers/): the packed package in a React 19,
// Preact, Vue 3, Svelte 5 and Angular app each, built with Vite and driven in
// Chromium. After `npm run build:elements`:
//   npx vitest run --config vitest.consumers.config.ts
export default defineConfig({
  test: {
    name: 'consumers',
    environment: 'node',
    include: ['tests/consumers/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
