// Starts the browser of an engine and answers the driver of engine-page.ts:
// the one way the smokes and the scripts that look at pages open a browser.
import type { Engine } from '../engine.ts';
import type { EngineBrowser } from './engine-page.ts';
import { launchPuppeteer } from './puppeteer-browser.ts';
import { launchWebKit } from './webdriver-browser.ts';

/** Launches `engine`; relative URLs of its pages' `goto` resolve against `baseUrl`. */
export function launchEngine(engine: Engine, baseUrl: string): Promise<EngineBrowser> {
  return engine === 'webkit' ? launchWebKit(baseUrl) : launchPuppeteer(engine, baseUrl);
}
