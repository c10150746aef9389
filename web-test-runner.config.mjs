// @web/test-runner: the built elements bundle in the system Chromium, loaded
// the way a legacy page loads it (tests/elements/*.test.html include
// /dist-elements/site-elements.js with one script tag). `npm test` builds first.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter } from '@web/test-runner';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';
import { countsReporter } from './tests/support/wtr-counts-reporter.mjs';

export default {
  rootDir: '.',
  files: ['tests/elements/**/*.test.html'],
  nodeResolve: true,
  concurrency: 1,
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: chromiumLaunchOptions })],
  testFramework: { config: { timeout: 10000 } },
  reporters: [defaultReporter(), countsReporter({ outputFile: 'reports/web-test-runner.json' })],
};
