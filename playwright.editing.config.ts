import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/engines/chromium.ts';

// The editing screen's end-to-end test (tests/e2e/editing/), apart from
// playwright.config.ts: it starts `npm run edit` on a copy of the project
// itself, and needs neither the build nor the servers that config starts.
// npm test runs it as the step "editing screen"; alone:
//   npx playwright test --config playwright.editing.config.ts
export default defineConfig({
  testDir: 'tests/e2e/editing',
  // Its own: Playwright empties the folder when it starts, and other runs use test-results/.
  outputDir: 'test-results/editing',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-editing.json' }]],
  use: {
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 900 },
    actionTimeout: 15_000,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'editing', testDir: 'tests/e2e/editing' }],
});
