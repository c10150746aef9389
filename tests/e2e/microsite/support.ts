import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';
import { drawWholePage } from '../../support/page-appearance.ts';

// Shared by the microsite's end-to-end tests: the build output, the pages of
// the sitemap, and small page helpers.

export const distDir = fileURLToPath(new URL('../../../dist/', import.meta.url));
export const base = '/best-design-awards/';

/** Every page of the sitemap, as paths (the sitemap's origin is the production one). */
export function sitemapPaths(): string[] {
  const xml = readFileSync(`${distDir}best-design-awards/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

export const errorPagePaths = [
  '/best-design-awards/404/',
  '/best-design-awards/de/404/',
  '/best-design-awards/500/',
  '/best-design-awards/de/500/',
];

/**
 * Installs the page clock, paused: no timer fires until the test moves time
 * with `page.clock.runFor()`, so a delay can be checked to the millisecond.
 * (An installed clock otherwise keeps running with real time.)
 */
export async function pausedClock(page: Page): Promise<void> {
  const start = new Date('2025-11-14T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Draws what the page lays out only near the screen
 * (src/microsite/styles/rendered-on-approach.css) as the reader sees it once
 * there (drawWholePage).
 */
export const drawWhole = (page: Page) => page.evaluate(drawWholePage);

/**
 * Waits until the page has loaded and its navigation runs: Astro's router
 * (it marks the scripts it has seen with data-astro-exec, its own too) and
 * ours (router/start.ts records on the window that it has started). Both
 * load after the first paint (AfterFirstPaint.astro).
 */
export async function ready(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      document.querySelector('script[data-astro-exec][src*="/ClientRouter."]') !== null &&
      (window as unknown as Record<symbol, unknown>)[
        Symbol.for('best-design-awards.navigation.v1')
      ] === true,
  );
}

/** Collects the full page loads (document requests) of the page's main frame. */
export function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      urls.push(new URL(request.url()).pathname);
    }
  });
  return urls;
}

/** The number of live regions with text, and their texts. */
export function liveRegionTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-live], [role=status], [role=alert]')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter((text) => text !== ''),
  );
}

/** Clicks a link in the page's content by its exact href. */
export async function clickLink(page: Page, href: string): Promise<void> {
  await page.locator(`main a[href="${href}"]`).first().click();
}

/**
 * The addresses the router fetches a page of the site at: the page itself, or
 * its navigation document (src/microsite/navigation-document.ts). A route or a
 * wait for "the page" takes both.
 */
export function pageAddresses(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}(index\\.nav\\.html)?$`);
}

/** The page a fetched path stands for: a navigation document stands for its page. */
export const pageOfPath = (path: string): string => path.replace(/index\.nav\.html$/, '');
