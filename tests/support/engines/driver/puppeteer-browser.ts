// EngineBrowser for Chromium (CDP) and Firefox ESR (WebDriver BiDi), through
// puppeteer-core's public API. Each page gets a browser context of its own.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import puppeteer, { type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import { chromiumPlainLaunchOptions } from '../chromium.ts';
import { firefoxLaunchOptions } from '../firefox.ts';
import { DriverPage } from './driver-page.ts';
import { viewportSize } from './page-scripts.ts';
import type { EngineBrowser, EngineKey, PageFunction } from './engine-page.ts';

const keys: Record<EngineKey, KeyInput> = {
  Escape: 'Escape',
  Enter: 'Enter',
  Tab: 'Tab',
  ' ': ' ',
};

class PuppeteerPage extends DriverPage {
  private readonly page: Page;
  private readonly context: BrowserContext;
  private readonly baseUrl: string;
  /** The first close's promise: a page closes once. */
  private closing: Promise<void> | undefined;

  constructor(page: Page, context: BrowserContext, baseUrl: string) {
    super();
    this.page = page;
    this.context = context;
    this.baseUrl = baseUrl;
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(new URL(url, this.baseUrl).href, { waitUntil: 'load' });
  }

  async setViewport(width: number, height: number): Promise<{ width: number; height: number }> {
    await this.page.setViewport({ width, height });
    return this.evaluate(viewportSize);
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    // puppeteer types the result with its own Awaited/serialisation helpers.
    return this.page.evaluate(fn as (...args: unknown[]) => unknown, ...args) as Promise<R>;
  }

  clickAt(x: number, y: number): Promise<void> {
    return this.page.mouse.click(Math.round(x), Math.round(y));
  }

  hoverAt(x: number, y: number): Promise<void> {
    return this.page.mouse.move(Math.round(x), Math.round(y));
  }

  press(key: EngineKey): Promise<void> {
    return this.page.keyboard.press(keys[key]);
  }

  async screenshot(file: string): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    await this.page.screenshot({ path: file as `${string}.png` });
  }

  url(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  close(): Promise<void> {
    this.closing ??= this.context.close();
    return this.closing;
  }
}

export async function launchPuppeteer(
  engine: 'chromium' | 'firefox',
  baseUrl: string,
): Promise<EngineBrowser> {
  const browser = await puppeteer.launch(
    engine === 'chromium' ? chromiumPlainLaunchOptions : firefoxLaunchOptions,
  );
  return {
    engine,
    async newPage() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return new PuppeteerPage(page, context, baseUrl);
    },
    close: () => browser.close(),
  };
}
