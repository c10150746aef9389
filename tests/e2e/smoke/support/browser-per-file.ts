// One browser per test file (one Firefox reused across files sometimes never
// starts the next file: design notes §3), for the engine named by ENGINE.
import { afterAll, beforeAll } from 'vitest';
import { engineFromEnv, type Engine } from '../../../support/engines/engine.ts';
import type { EngineBrowser } from '../../../support/engines/driver/engine-page.ts';
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
  beforeAll(async () => {
    browser = await launchEngine(engine, url);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    engine,
    baseUrl: url,
    browser() {
      if (!browser) throw new Error('the browser has not started (use it inside a test)');
      return browser;
    },
  };
}
