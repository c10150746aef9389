// @web/test-runner: the built elements bundle in one engine per run, loaded the
// way a legacy page loads it (tests/elements/*.test.html include
// /dist-elements/site-elements.js with one script tag). Each page's tests are
// the TypeScript module next to it (<name>.test.ts), served as JavaScript
// (tests/support/wtr-typescript.ts). `npm test` builds first and runs this
// once per engine: ENGINE=chromium|firefox|webkit (default chromium).
import { globSync } from 'node:fs';
import { defaultReporter } from '@web/test-runner';
import { engineFromEnv } from './tests/support/engines/engine.ts';
import {
  filesNamedOnCommandLine,
  firefoxGroupName,
  wtrEngineConfig,
} from './tests/support/engines/wtr-browsers.ts';
import { countsReporter } from './tests/support/wtr-counts-reporter.mjs';
import { typescriptModules } from './tests/support/wtr-typescript.ts';
import { websocketRefusal } from './tests/support/wtr-websocket-refusal.ts';

const engine = engineFromEnv();
const namedFiles = filesNamedOnCommandLine(process.argv.slice(2));
if (engine === 'firefox' && namedFiles.length > 0) {
  const names = namedFiles.map((file) => `--group ${firefoxGroupName(file)}`).join(' ');
  throw new Error(
    `In Firefox each test file has a browser of its own: run one file with ${names}, not its file name.`,
  );
}
const { files, groups, browsers, plugins } = wtrEngineConfig(
  engine,
  globSync('tests/elements/**/*.test.html').sort(),
);

export default {
  rootDir: '.',
  files,
  groups,
  browsers,
  plugins: [...plugins, websocketRefusal(), typescriptModules()],
  nodeResolve: true,
  concurrency: 1,
  // One browser at a time: several at once on two cores make every engine flaky.
  concurrentBrowsers: 1,
  testFramework: { config: { timeout: 10000 } },
  reporters: [
    defaultReporter(),
    countsReporter({ outputFile: `reports/web-test-runner-${engine}.json` }),
  ],
};
