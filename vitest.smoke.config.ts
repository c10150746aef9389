import { defineConfig } from 'vitest/config';

// The cross-engine smokes (tests/e2e/smoke/): real browsers against the
// reference server, one engine per run, named by ENGINE (chromium, firefox,
// webkit). After `npm run build`:
//   ENGINE=firefox npx vitest run --config vitest.smoke.config.ts
export default defineConfig({
  test: {
    name: 'smoke',
    environment: 'node',
    include: ['tests/e2e/smoke/**/*.smoke.ts'],
    globalSetup: ['tests/e2e/smoke/support/global-setup.ts'],
    // One file, so one browser, at a time: two cores, and engines get flaky side by side.
    fileParallelism: false,
    testTimeout: 90_000,
    // A real browser on a busy two-core machine now and then misses a beat
    // (a WebKit session that never starts, a frame late). One retry, and
    // `npm test` lists every test that needed it (retried-tests-reporter.ts).
    retry: 1,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
