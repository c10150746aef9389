// One small driver over the three engines for the scripts that look at pages
// (scripts/screenshots.ts, scripts/engine-features.ts): puppeteer-core for
// Chromium and Firefox ESR, webdriverio (WebDriver classic) for WebKitGTK.
// Launch options come from tests/support/engines/.
import * as puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { chromiumLaunchOptions } from '../../tests/support/engines/chromium.ts';
import type { Engine } from '../../tests/support/engines/engine.ts';
import { firefoxLaunchOptions } from '../../tests/support/engines/firefox.ts';
import { startWebKitDriver, webkitCapabilities } from '../../tests/support/engines/webkit.ts';

export interface Size {
  width: number;
  height: number;
}

/** A script run in the page's document (or the phone iframe's): `(doc, arg) => value`. */
export type PageScript<A, R> = (doc: Document, arg: A) => R | Promise<R>;

export interface Driver {
  /** The viewport the page gets (WebKit phone: the iframe). */
  setViewport(size: Size): Promise<Size>;
  goto(url: string): Promise<void>;
  run<A, R>(script: PageScript<A, R>, arg: A): Promise<R>;
  /** A pointer click at page coordinates. */
  click(x: number, y: number): Promise<void>;
  /** Moves the pointer (off what the previous page hovered). */
  move(x: number, y: number): Promise<void>;
  /** Presses a key: `Escape`, `Tab`. */
  press(key: 'Escape' | 'Tab'): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/** The expression that calls `script` with the right document. */
function expression<A, R>(script: PageScript<A, R>, arg: A, framed: boolean): string {
  const doc = framed ? `document.getElementById('phone-frame').contentDocument` : 'document';
  return `(${script.toString()})(${doc}, ${JSON.stringify(arg) ?? 'undefined'})`;
}

async function puppeteerDriver(engine: 'chromium' | 'firefox'): Promise<Driver> {
  const browser = await puppeteer.launch(
    engine === 'chromium' ? chromiumLaunchOptions : firefoxLaunchOptions,
  );
  const page = await browser.newPage();
  return {
    async setViewport(size) {
      await page.setViewport(size);
      return size;
    },
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    run: (script, arg) => page.evaluate(expression(script, arg, false)) as Promise<never>,
    click: (x, y) => page.mouse.click(x, y),
    move: (x, y) => page.mouse.move(x, y),
    press: (key) => page.keyboard.press(key),
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    close: () => browser.close(),
  };
}

async function webkitDriver(): Promise<Driver> {
  const driver = await startWebKitDriver();
  const browser = await remote({
    hostname: driver.hostname,
    port: driver.port,
    path: '/',
    logLevel: 'error',
    capabilities: webkitCapabilities,
  });
  // Phone widths: a 375 px iframe at the top left of a page of the same origin.
  let frame: Size | null = null;
  const inner = () => browser.execute(() => ({ width: innerWidth, height: innerHeight }) as Size);
  const resizeWindow = async (size: Size) => {
    const before = await inner();
    const outer = await browser.getWindowSize();
    await browser.setWindowSize(
      outer.width - before.width + size.width,
      outer.height - before.height + size.height,
    );
    return inner();
  };
  return {
    async setViewport(size) {
      const got = await resizeWindow(size);
      frame = got.width > size.width ? size : null;
      return frame ?? got;
    },
    async goto(url) {
      if (!frame) {
        await browser.url(url);
        return;
      }
      // The reference server's index page: plain HTML, no script.
      await browser.url(new URL('/', url).href);
      await browser.execute(
        (src: string, width: number, height: number) =>
          new Promise<void>((done) => {
            document.body.replaceChildren();
            document.body.style.cssText = 'margin:0;background:#777';
            const iframe = document.createElement('iframe');
            iframe.id = 'phone-frame';
            iframe.style.cssText = `position:fixed;top:0;left:0;border:0;width:${width}px;height:${height}px;background:#fff`;
            iframe.addEventListener('load', () => done(), { once: true });
            iframe.src = src;
            document.body.append(iframe);
          }),
        url,
        frame.width,
        frame.height,
      );
    },
    run: (script, arg) =>
      browser.execute(`return ${expression(script, arg, frame !== null)}`) as Promise<never>,
    click: (x, y) =>
      browser.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y) },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]),
    move: (x, y) =>
      browser.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [{ type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y) }],
        },
      ]),
    press: (key) => browser.keys([key]),
    async screenshot(path) {
      await browser.saveScreenshot(path);
    },
    async close() {
      try {
        await browser.deleteSession();
      } finally {
        driver.stop();
      }
    },
  };
}

/** Launches `engine` and opens one page (one window) in it. */
export function launchDriver(engine: Engine): Promise<Driver> {
  return engine === 'webkit' ? webkitDriver() : puppeteerDriver(engine);
}
