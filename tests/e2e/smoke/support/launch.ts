// Starts the browser of an engine for the smokes: see smoke-page.ts.
import type { Engine } from '../../../support/engines/engine.ts';
import { launchPuppeteer } from './puppeteer-browser.ts';
import type { SmokeBrowser } from './smoke-page.ts';
import { launchWebKit } from './webdriver-browser.ts';

export type { SmokeBrowser, SmokePage } from './smoke-page.ts';

export function launch(engine: Engine, baseUrl: string): Promise<SmokeBrowser> {
  return engine === 'webkit' ? launchWebKit(baseUrl) : launchPuppeteer(engine, baseUrl);
}
