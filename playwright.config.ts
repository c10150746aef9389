import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/engines/chromium.ts';

// End-to-end tests in the system Chromium. `npm test` builds first; these
// tests only serve what the build produced. E2E_MICROSITE_PORT and
// E2E_SERVER_PORT move the two servers (two checkouts testing side by side).
const micrositePort = Number(process.env['E2E_MICROSITE_PORT'] ?? 4398);
// The reference server with a throwaway database: the demo legacy pages and the API.
const serverPort = Number(process.env['E2E_SERVER_PORT'] ?? 4397);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [
    {
      name: 'microsite',
      testDir: 'tests/e2e/microsite',
      use: { baseURL: `http://127.0.0.1:${micrositePort}` },
    },
    {
      name: 'demo',
      testDir: 'tests/e2e/demo',
      use: { baseURL: `http://127.0.0.1:${serverPort}` },
    },
  ],
  webServer: [
    {
      // --ignore-lock: run beside a preview the developer may have open.
      command: `astro preview --ignore-lock --host 127.0.0.1 --port ${micrositePort}`,
      url: `http://127.0.0.1:${micrositePort}/best-design-awards/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node server/main.ts --throwaway --host 127.0.0.1 --port ${serverPort}`,
      url: `http://127.0.0.1:${serverPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
