// A consumer app open in Chromium, with what the checks read besides the DOM:
// its console errors and uncaught exceptions, and the navigations after load.
import type { Browser, Page } from 'playwright';

export interface AppPage {
  page: Page;
  /** Console errors (a missing file's 404 too) and uncaught exceptions, in order. */
  errors: string[];
  /** URLs the page navigated to after it had loaded: a followed link. */
  navigations: string[];
}

export async function openApp(browser: Browser, url: string): Promise<AppPage> {
  const page = await browser.newPage();
  const errors: string[] = [];
  const navigations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return { page, errors, navigations };
}

/**
 * Waits until the `index`th element matching `selector` (a custom element) is
 * defined and has rendered (`ready`).
 */
export async function rendered(page: Page, selector: string, index = 0): Promise<void> {
  await page.locator(selector).nth(index).waitFor({ state: 'attached' });
  await page.evaluate(
    async ([selector, index]) => {
      const element = document.querySelectorAll(selector)[index];
      if (!element) throw new Error(`no ${selector} ${index}`);
      await customElements.whenDefined(element.localName);
      await (element as HTMLElement & { ready: Promise<void> }).ready;
    },
    [selector, index] as const,
  );
}
