import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { publicSitesPlugin } from './src/markets/vite-plugin.ts';
import { chromiumLaunchOptions } from './tests/support/engines/chromium.ts';

// Two projects: `unit` runs in Node (pure logic, stores, data), `browser` runs
// in the system Chromium (anything about layout, focus, keyboard or real Intl).
export default defineConfig({
  test: {
    projects: [
      {
        // The element specs read the public sites through their virtual module.
        plugins: [publicSitesPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // Worker threads, each file still in its own context: on two cores
          // 112 s for this project against 152 s in the default child processes
          // (232 s against 247 s for the whole vitest run).
          pool: 'threads',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          // Contract tests: a real reference server on a free port, real clients.
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // The element layer reads the public sites through their virtual module.
        plugins: [publicSitesPlugin()],
        // Pre-bundled up front: on a cold cache (a fresh clone, CI) Vite would
        // otherwise discover these mid-run and reload the page under a test.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'react-dom/server',
            'nanostores',
            '@nanostores/react',
            '@floating-ui/dom',
            '@formatjs/intl',
            '@apollo/client',
            '@apollo/client/utilities',
            '@apollo/client/link/subscriptions',
            'graphql',
            'graphql-ws',
            'graphql-ws/client',
            'rxjs',
            'dompurify',
            'axe-core',
          ],
        },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
