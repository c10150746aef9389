// A reader's settings for the element tests: the browser's default font size
// (what "text size" in a browser's settings changes: the `medium` keyword and
// the initial size of the root) and prefers-reduced-motion. Chromium sets them
// at run time over the DevTools protocol and Playwright; Firefox can only take
// them as preferences at launch, so the files that need them get a Firefox of
// their own (`firefoxPrefsFor`); WebKitGTK's MiniBrowser takes neither from
// its driver, so there the tests see the setting did not apply and skip.
import type { BrowserLauncher, TestRunnerPlugin } from '@web/test-runner-core';
import type { Page as PlaywrightPage } from 'playwright';

/** The settings the reader-settings tests run with: text at 200 % (32 px), reduced motion. */
export const readerSettings = { fontSize: 32, reducedMotion: true } as const;

/** The test files that run under `readerSettings`. */
export const readerSettingsFiles = /reader-settings\.test\.html$/;

/** Firefox preferences for a test file: `readerSettings` for the files that need them. */
export function firefoxPrefsFor(file: string): Record<string, unknown> {
  if (!readerSettingsFiles.test(file)) return {};
  // Firefox keeps a default size per script; the tests use Latin and Japanese text.
  const sizes = Object.fromEntries(
    ['x-western', 'ja', 'x-unicode'].map((group) => [
      `font.size.variable.${group}`,
      readerSettings.fontSize,
    ]),
  );
  return { ...sizes, 'ui.prefersReducedMotion': readerSettings.reducedMotion ? 1 : 0 };
}

interface PageOf<T> {
  getPage(sessionId: string): T;
}

/**
 * `engine-reader-settings`: applies `readerSettings` where the engine can at
 * run time (Chromium); elsewhere does nothing (Firefox got them at launch).
 * Answers whether it applied them; the page checks the result itself.
 */
export function readerSettingsPlugin(): TestRunnerPlugin {
  return {
    name: 'engine-reader-settings',
    async executeCommand({ command, session }) {
      if (command !== 'engine-reader-settings') return undefined;
      const browser = session.browser as BrowserLauncher;
      if (browser.type !== 'playwright') return { applied: false };
      const page = (browser as unknown as PageOf<PlaywrightPage>).getPage(session.id);
      await page.emulateMedia({ reducedMotion: readerSettings.reducedMotion ? 'reduce' : null });
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Page.setFontSizes', {
        fontSizes: { standard: readerSettings.fontSize },
      });
      return { applied: true };
    },
  };
}
