// One browser per test file (one Firefox reused across files sometimes never
// starts the next file: design notes §3), for the engine named by ENGINE.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { engineFromEnv, type Engine } from '../../../support/engines/engine.ts';
import type { EngineBrowser, EnginePage } from '../../../support/engines/driver/engine-page.ts';
import { launchEngine } from '../../../support/engines/driver/launch.ts';
import { baseUrl } from './base-url.ts';

export interface BrowserHandle {
  engine: Engine;
  baseUrl: string;
  /** The file's browser; only inside tests and hooks. */
  browser(): EngineBrowser;
}

/** Launches the engine's browser before the file's tests and closes it after them. */
export function browserPerFile(): BrowserHandle {
  const engine = engineFromEnv();
  const url = baseUrl();
  let browser: EngineBrowser | undefined;
  // The pages a test opened. A test that fails before closing its page would
  // leave it open, and WebKit's driver allows one session at a time: the
  // retry and every later test of the file would fail to open theirs. After
  // each test they are closed (closing a closed page does nothing).
  // Pages opened in beforeAll, which a file's tests share, stay open.
  let testPages: EnginePage[] | undefined;
  beforeAll(async () => {
    browser = await launchEngine(engine, url);
  });
  beforeEach(() => {
    testPages = [];
  });
  afterEach(async () => {
    const pages = testPages ?? [];
    testPages = undefined;
    await Promise.allSettled(pages.map((page) => page.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    engine,
    baseUrl: url,
    browser() {
      const started = browser;
      if (!started) throw new Error('the browser has not started (use it inside a test)');
      return {
        ...started,
        newPage: async () => {
          const page = await started.newPage();
          testPages?.push(page);
          return page;
        },
      };
    },
  };
}
