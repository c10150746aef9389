// A @web/test-runner browser launcher for WebKitGTK's MiniBrowser, on the
// launcher interface of @web/test-runner-core. It owns its X display and
// WebKitWebDriver (started in `initialize`, stopped in `stop`) and runs one
// test file at a time in one window, as @web/test-runner-webdriver's session
// manager does. Ours because that launcher's driver is private and the test
// files need to resize the window (`setWindowSize`), which it cannot.
import type { BrowserLauncher, SessionResult } from '@web/test-runner-core';
import { remote } from 'webdriverio';
import { startWebKitDriver, webkitCapabilities, type WebKitDriver } from './webkit.ts';

type Browser = Awaited<ReturnType<typeof remote>>;

export class WebKitLauncher implements BrowserLauncher {
  name = 'WebKit';
  // test-runner-commands' sendKeys and sendMouse use the `webdriver` methods below.
  type = 'webdriver';
  concurrency = 1;
  private driver: WebKitDriver | undefined;
  private browser: Browser | undefined;
  private readonly urls = new Map<string, string>();
  /** The window's size at start: each test file starts with it, whatever the last one set. */
  private initialWindow: { width: number; height: number } | undefined;

  async initialize(): Promise<void> {
    this.driver = await startWebKitDriver();
    this.browser = await remote({
      hostname: this.driver.hostname,
      port: this.driver.port,
      path: '/',
      logLevel: 'error',
      capabilities: webkitCapabilities,
    });
    this.initialWindow = await this.browser.getWindowSize();
    const version = await this.browser.execute(() => navigator.userAgent);
    this.name = `WebKit (${/AppleWebKit\/[\d.]+/.exec(version)?.[0] ?? 'MiniBrowser'})`;
  }

  async stop(): Promise<void> {
    try {
      await this.browser?.deleteSession();
    } finally {
      this.browser = undefined;
      this.driver?.stop();
      this.driver = undefined;
    }
  }

  private session(): Browser {
    if (!this.browser) throw new Error('WebKitLauncher: not initialized');
    return this.browser;
  }

  async startSession(sessionId: string, url: string): Promise<void> {
    this.urls.set(sessionId, url);
    const browser = this.session();
    if (this.initialWindow) {
      await browser.setWindowSize(this.initialWindow.width, this.initialWindow.height);
    }
    await browser.navigateTo(url);
  }

  isActive(sessionId: string): boolean {
    return this.urls.has(sessionId);
  }

  getBrowserUrl(sessionId: string): string | undefined {
    return this.urls.get(sessionId);
  }

  async stopSession(sessionId: string): Promise<SessionResult> {
    // An empty page stops whatever the test file left running.
    await this.session().navigateTo('about:blank');
    this.urls.delete(sessionId);
    return {};
  }

  startDebugSession(): Promise<void> {
    return Promise.reject(
      new Error('WebKitLauncher: no debug sessions (MiniBrowser runs in Xvfb)'),
    );
  }

  /** Resizes the window so that the viewport is `width` × `height` (as near as the window allows); resolves with the viewport's size. */
  async setViewport(width: number, height: number): Promise<{ width: number; height: number }> {
    const browser = this.session();
    const inner = () => browser.execute(() => ({ width: innerWidth, height: innerHeight }));
    const before = await inner();
    const outer = await browser.getWindowSize();
    await browser.setWindowSize(
      outer.width - before.width + width,
      outer.height - before.height + height,
    );
    // The window manager applies the size a moment later (X11 configures
    // asynchronously): wait until the viewport is the size asked for, or has
    // stopped changing for 300 ms after changing (or after 1 s without a
    // change: a window cannot be narrower than 447 px, so a phone size may
    // never come).
    const started = Date.now();
    let size = await inner();
    let stableSince = started;
    while (Date.now() - started < 3000 && !(size.width === width && size.height === height)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const next = await inner();
      const changed = next.width !== size.width || next.height !== size.height;
      size = next;
      if (changed) stableSince = Date.now();
      const moved = size.width !== before.width || size.height !== before.height;
      if (Date.now() - stableSince >= 300 && (moved || Date.now() - started >= 1000)) break;
    }
    return size;
  }

  sendKeys(_sessionId: string, keys: string[]): Promise<void> {
    return this.session().keys(keys);
  }

  performActions(actions: Parameters<Browser['performActions']>[0]): Promise<void> {
    return this.session().performActions(actions);
  }

  sendMouseMove(_sessionId: string, x: number, y: number): Promise<void> {
    return this.performActions([
      { type: 'pointer', id: 'mouse', actions: [{ type: 'pointerMove', duration: 0, x, y }] },
    ]);
  }

  sendMouseClick(_sessionId: string, x: number, y: number): Promise<void> {
    return this.performActions([
      {
        type: 'pointer',
        id: 'mouse',
        actions: [
          { type: 'pointerMove', duration: 0, x, y },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  }

  resetMouse(): Promise<void> {
    return this.session().releaseActions();
  }
}
