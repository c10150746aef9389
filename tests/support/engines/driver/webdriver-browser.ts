// EngineBrowser for WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver
// classic, webdriverio). One X display and driver per browser; each page is a
// WebDriver session of its own, so a MiniBrowser with a profile of its own.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Key, remote } from 'webdriverio';
import { startWebKitDriver, webkitCapabilities, type WebKitDriver } from '../webkit.ts';
import { DriverPage } from './driver-page.ts';
import { viewportSize } from './page-scripts.ts';
import type { EngineBrowser, EngineKey, PageFunction } from './engine-page.ts';

type Session = Awaited<ReturnType<typeof remote>>;

const keys: Record<EngineKey, string> = {
  Escape: Key.Escape,
  Enter: Key.Enter,
  Tab: Key.Tab,
  ' ': Key.Space,
};

class WebDriverPage extends DriverPage {
  private readonly session: Session;
  private readonly baseUrl: string;
  private readonly onClose: () => void;
  /** The first close's promise: a page closes once. */
  private closing: Promise<void> | undefined;

  constructor(session: Session, baseUrl: string, onClose: () => void) {
    super();
    this.session = session;
    this.baseUrl = baseUrl;
    this.onClose = onClose;
  }

  async goto(url: string): Promise<void> {
    // WebDriver's navigation returns once the page has loaded (strategy "normal").
    await this.session.url(new URL(url, this.baseUrl).href);
  }

  async setViewport(width: number, height: number): Promise<{ width: number; height: number }> {
    // WebDriver sizes the window: add what the window adds around the viewport.
    const inner = await this.evaluate(viewportSize);
    const outer = await this.session.getWindowSize();
    await this.session.setWindowSize(
      outer.width - inner.width + width,
      outer.height - inner.height + height,
    );
    return this.evaluate(viewportSize);
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    // WebDriver's Execute Script awaits a returned promise.
    return this.session.execute(fn as (...args: unknown[]) => unknown, ...args) as Promise<R>;
  }

  async clickAt(x: number, y: number): Promise<void> {
    // WebDriver classic wants whole pixels.
    await this.session
      .action('pointer', { parameters: { pointerType: 'mouse' } })
      .move({ x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 })
      .down({ button: 0 })
      .up({ button: 0 })
      .perform();
  }

  async hoverAt(x: number, y: number): Promise<void> {
    await this.session
      .action('pointer', { parameters: { pointerType: 'mouse' } })
      .move({ x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 })
      .perform(true);
  }

  press(key: EngineKey): Promise<void> {
    return this.session.keys(keys[key]);
  }

  async screenshot(file: string): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    await this.session.saveScreenshot(file);
  }

  override async back(): Promise<void> {
    // WebDriver's own Back, which returns once the previous page has loaded
    // (strategy "normal"). The shared one polls the page with scripts during
    // the navigation, and WebKitWebDriver sometimes never answered a script
    // sent to the page being left (a server-rendered demo page): the request
    // timed out and its session stayed open, failing every later test.
    const before = await this.url();
    await this.session.back();
    const after = await this.url();
    if (after === before) throw new Error(`history back from ${before} stayed on ${after}`);
  }

  url(): Promise<string> {
    return this.session.getUrl();
  }

  close(): Promise<void> {
    this.onClose();
    this.closing ??= this.session.deleteSession();
    return this.closing;
  }
}

// Seen once in several runs: MiniBrowser never answered its driver and the
// new session hung for over a minute. A session that has not started within
// this time is given up and tried once more on a fresh display and driver.
const sessionStartMs = 30_000;

function startSession(driver: WebKitDriver): Promise<Session> {
  return remote({
    hostname: driver.hostname,
    port: driver.port,
    path: '/',
    logLevel: 'error',
    capabilities: webkitCapabilities,
    connectionRetryTimeout: sessionStartMs,
    connectionRetryCount: 0,
  });
}

export async function launchWebKit(baseUrl: string): Promise<EngineBrowser> {
  let driver = await startWebKitDriver();
  const sessions = new Set<Session>();
  return {
    engine: 'webkit',
    async newPage() {
      let session: Session;
      try {
        session = await startSession(driver);
      } catch (error) {
        // Only a driver no page uses can be replaced.
        if (sessions.size > 0) throw error;
        driver.stop();
        driver = await startWebKitDriver();
        session = await startSession(driver);
      }
      sessions.add(session);
      return new WebDriverPage(session, baseUrl, () => sessions.delete(session));
    },
    async close() {
      try {
        await Promise.allSettled([...sessions].map((session) => session.deleteSession()));
      } finally {
        sessions.clear();
        driver.stop();
      }
    },
  };
}
