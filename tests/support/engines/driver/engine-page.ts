// The small browser API over the three engines that the cross-engine smokes
// (tests/e2e/smoke/) and the scripts that look at pages (scripts/screenshots.ts,
// scripts/engine-features.ts) are written against; launch.ts starts it. One
// implementation drives Chromium and Firefox (puppeteer-core: CDP and WebDriver
// BiDi), one drives WebKitGTK's MiniBrowser (webdriverio, WebDriver classic):
// Playwright cannot drive Firefox ESR or WebKitGTK here (../shared/design.md §3).
import type { Engine } from '../engine.ts';

export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface WaitOptions {
  /** Milliseconds before giving up (default 10 000). */
  timeout?: number;
  /** What was awaited, for the error on timeout. */
  message?: string;
}

export type EngineKey = 'Escape' | 'Enter' | 'Tab' | ' ';

export interface EnginePage {
  /** Absolute, or relative to the server's base URL; resolves after `load`. */
  goto(url: string): Promise<void>;
  /** Sizes the viewport; resolves with the size obtained (WebKit: at least `webkitMinimumWidth` wide). */
  setViewport(width: number, height: number): Promise<{ width: number; height: number }>;
  /** Runs `fn` in the page (it must not use anything from its closure); arguments and result must be JSON-serialisable. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** Evaluates `fn` in the page until it returns something truthy, and resolves with that; throws with `message` on timeout. */
  waitFor<A extends unknown[], R>(
    fn: PageFunction<A, R>,
    options?: WaitOptions,
    ...args: A
  ): Promise<R>;
  /**
   * A real pointer click at the centre of the element at a shadow-piercing
   * path (each selector is queried in the previous match's shadowRoot, or in
   * the element itself when it has none), after scrolling it into view and
   * waiting for it to stop moving. Throws naming the path when the element is
   * absent, not visible, or covered by another element.
   */
  click(path: string[]): Promise<void>;
  /** A real pointer click at a point of the viewport (CSS pixels), whatever is there: a dialog's backdrop, say. */
  clickAt(x: number, y: number): Promise<void>;
  /** Moves the real pointer to the centre of the element at `path` (found as for `click`). */
  hover(path: string[]): Promise<void>;
  /** Moves the real pointer to a point of the viewport (CSS pixels), off whatever it hovered. */
  hoverAt(x: number, y: number): Promise<void>;
  /** A real key press, sent to the focused element. */
  press(key: EngineKey): Promise<void>;
  /** History back (as the browser's Back does); resolves once the URL changed and the document is loaded. */
  back(): Promise<void>;
  /** A PNG of the viewport; creates the folder. */
  screenshot(file: string): Promise<void>;
  url(): Promise<string>;
  /** Closes the page; closing it again waits for the first close and does nothing more. */
  close(): Promise<void>;
}

export interface EngineBrowser {
  engine: Engine;
  /** A page with a profile of its own (its own cookies): pages never share a session. */
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}
