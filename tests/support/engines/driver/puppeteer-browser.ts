// EngineBrowser for Chromium (CDP) and Firefox ESR (WebDriver BiDi), through
// puppeteer-core's public API. Each page gets a browser context of its own.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import puppeteer, { type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../chromium.ts';
import { firefoxLaunchOptions } from '../firefox.ts';
import { clickPoint } from './click-target.ts';
import { historyBack, loadedAt, locateForClick, viewportSize } from './page-scripts.ts';
import { poll } from './poll.ts';
import type {
  PageFunction,
  EngineBrowser,
  EngineKey,
  EnginePage,
  WaitOptions,
} from './engine-page.ts';

const keys: Record<EngineKey, KeyInput> = {
  Escape: 'Escape',
  Enter: 'Enter',
  Tab: 'Tab',
  ' ': ' ',
};

class PuppeteerPage implements EnginePage {
  private readonly page: Page;
  private readonly context: BrowserContext;
  private readonly baseUrl: string;

  constructor(page: Page, context: BrowserContext, baseUrl: string) {
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

  waitFor<A extends unknown[], R>(
    fn: PageFunction<A, R>,
    options: WaitOptions = {},
    ...args: A
  ): Promise<R> {
    return poll(() => this.evaluate(fn, ...args), options);
  }

  async click(path: string[]): Promise<void> {
    const { x, y } = await clickPoint((p) => this.evaluate(locateForClick, p), path);
    await this.page.mouse.click(x, y);
  }

  clickAt(x: number, y: number): Promise<void> {
    return this.page.mouse.click(Math.round(x), Math.round(y));
  }

  async hover(path: string[]): Promise<void> {
    const { x, y } = await clickPoint((p) => this.evaluate(locateForClick, p), path, 'hover');
    await this.hoverAt(x, y);
  }

  hoverAt(x: number, y: number): Promise<void> {
    return this.page.mouse.move(Math.round(x), Math.round(y));
  }

  press(key: EngineKey): Promise<void> {
    return this.page.keyboard.press(keys[key]);
  }

  async back(): Promise<void> {
    const before = await this.url();
    await this.evaluate(historyBack);
    await poll(
      async () => {
        const now = await this.evaluate(loadedAt);
        return now.url !== before && now.complete;
      },
      { message: `history back from ${before}` },
    );
  }

  async screenshot(file: string): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    await this.page.screenshot({ path: file as `${string}.png` });
  }

  url(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

export async function launchPuppeteer(
  engine: 'chromium' | 'firefox',
  baseUrl: string,
): Promise<EngineBrowser> {
  const browser = await puppeteer.launch(
    engine === 'chromium' ? chromiumLaunchOptions : firefoxLaunchOptions,
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
