// The @web/test-runner browsers of each engine, and the commands the element
// tests need beyond test-runner-commands: `engine-viewport`, which sizes the
// viewport in every engine (test-runner-commands' setViewport cannot resize a
// WebDriver window) and answers with the size it got, and
// `engine-reader-settings` (reader-settings.ts).
import type { BrowserLauncher, TestRunnerPlugin } from '@web/test-runner-core';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromeLauncher } from '@web/test-runner-chrome';
import * as puppeteerCore from 'puppeteer-core';
import type { Page as PlaywrightPage } from 'playwright';
import { chromiumLaunchOptions } from './chromium.ts';
import type { Engine } from './engine.ts';
import { firefoxLaunchOptions } from './firefox.ts';
import { firefoxPrefsFor, readerSettingsPlugin } from './reader-settings.ts';
import { WebKitLauncher } from './webkit-launcher.ts';

interface Viewport {
  width: number;
  height: number;
}

function isViewport(value: unknown): value is Viewport {
  const { width, height } = (value ?? {}) as Partial<Viewport>;
  return typeof width === 'number' && typeof height === 'number';
}

interface PageOf<T> {
  getPage(sessionId: string): T;
}

function viewportPlugin(): TestRunnerPlugin {
  return {
    name: 'engine-viewport',
    async executeCommand({ command, payload, session }) {
      if (command !== 'engine-viewport') return undefined;
      if (!isViewport(payload)) throw new Error('engine-viewport: expected { width, height }');
      const browser = session.browser as BrowserLauncher;
      if (browser instanceof WebKitLauncher)
        return browser.setViewport(payload.width, payload.height);
      if (browser.type === 'playwright') {
        const page = (browser as unknown as PageOf<PlaywrightPage>).getPage(session.id);
        await page.setViewportSize(payload);
      } else if (browser.type === 'puppeteer') {
        const page = (browser as unknown as PageOf<puppeteerCore.Page>).getPage(session.id);
        await page.setViewport(payload);
      } else {
        throw new Error(`engine-viewport: no way to size a ${browser.type} browser`);
      }
      return payload;
    },
  };
}

export interface WtrEngineConfig {
  /** Absent when every file runs in a group of its own. */
  files: string[] | undefined;
  browsers: BrowserLauncher[];
  groups: { name: string; files: string[]; browsers: BrowserLauncher[] }[];
  plugins: TestRunnerPlugin[];
}

/** The Firefox group of a test file: `tests/elements/isolation.test.html` → `isolation`. */
export function firefoxGroupName(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.test\.html$/, '');
}

/**
 * Test files named on the command line. web-test-runner runs such files in
 * every browser of the config, which in Firefox means every per-file Firefox,
 * the 200 %-text one included, where layout tests fail for a reason that is
 * not theirs; so the Firefox config refuses them and names `--group` instead.
 */
export function filesNamedOnCommandLine(args: readonly string[]): string[] {
  return args.filter(
    (arg, index) =>
      !arg.startsWith('-') && (args[index - 1] === '--files' || /\.html$|\*/.test(arg)),
  );
}

/** What the config of @web/test-runner needs to run `files` in `engine`. */
export function wtrEngineConfig(engine: Engine, files: string[]): WtrEngineConfig {
  const plugins = [viewportPlugin(), readerSettingsPlugin()];
  switch (engine) {
    case 'chromium':
      return {
        files,
        groups: [],
        plugins,
        browsers: [
          playwrightLauncher({ product: 'chromium', launchOptions: chromiumLaunchOptions }),
        ],
      };
    case 'firefox': {
      // A new Firefox per test file: one Firefox reused across files sometimes
      // never starts the next one (NS_BINDING_ABORTED; design notes §3). Each
      // group is named after its file (`--group isolation` runs one file).
      const groups = files.map((file) => ({
        name: firefoxGroupName(file),
        files: [file],
        browsers: [
          chromeLauncher({
            puppeteer: puppeteerCore,
            launchOptions: {
              ...firefoxLaunchOptions,
              extraPrefsFirefox: {
                ...firefoxLaunchOptions.extraPrefsFirefox,
                ...firefoxPrefsFor(file),
              },
            },
          }),
        ],
      }));
      // The runner wants browsers at the top too; it starts only the groups'.
      return {
        files: undefined,
        groups,
        plugins,
        browsers: groups.flatMap((group) => group.browsers),
      };
    }
    case 'webkit':
      return { files, groups: [], plugins, browsers: [new WebKitLauncher()] };
  }
}
