import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { PNG } from 'pngjs';
import { differentPixels } from '../../tests/support/png-diff.ts';
import { mobileContext } from './browser.ts';
import { answersOf, cssQuestions, firstScreenCss, namesUsed } from './lean-css.ts';
import { floorHtml } from './microsite-floor-html.ts';
import { micrositePageTypes, type MicrositePageType } from './microsite-page-types.ts';
import { firstScreenAnswers, plainDocument } from './page/first-screen.ts';

// Issue 37's lean reference page: what a lean peer of each microsite page
// type would serve. The same content as the built page (its text, images and
// links, taken from the page as Chromium parsed it: the light DOM), as plain
// HTML with only the CSS its first screen uses (./lean-css.ts: the rules that
// match an element of the first screen at the bench's screen, Lighthouse's
// mobile one) and no script. Made from the page's no-script floor
// (./microsite-floor-html.ts) loaded at the page's own address, and written
// next to the page in the bench's copy of dist/, so that the static host
// serves it as it serves the page.

export const leanFileName = 'lean-reference.html';

export interface LeanReference {
  type: MicrositePageType['type'];
  /** The page's path, e.g. `/best-design-awards/2024/`. */
  path: string;
  /** The reference's path: `${path}lean-reference.html`. */
  leanPath: string;
  /** The page's built HTML and the reference's. */
  html: { page: string; lean: string };
  /** Raw bytes of the page's inline CSS and of the CSS its first screen uses. */
  css: { page: number; firstScreen: number };
  /** Elements on the first screen, and in the whole document. */
  elements: { firstScreen: number; all: number };
  /** Share of the first screen's pixels that differ between the page without scripts and its reference. */
  firstScreenDifference: number;
}

export interface LeanReferences {
  references: LeanReference[];
  /** Removes the files written into the copy. */
  cleanup(): void;
}

const styleContents = (html: string): string =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');

async function firstScreenShot(page: Page): Promise<PNG> {
  await page.waitForLoadState('networkidle');
  return PNG.sync.read(await page.screenshot({ animations: 'disabled' }));
}

/** Writes the lean reference of one page type; what it is made of. */
export async function writeLeanReference(
  browser: Browser,
  origin: string,
  dist: string,
  { type, path }: MicrositePageType,
): Promise<LeanReference> {
  const html = readFileSync(join(dist, path, 'index.html'), 'utf8');
  const floor = floorHtml(html);
  const css = styleContents(floor);
  const questions = cssQuestions(css);
  const context = await browser.newContext(mobileContext);
  try {
    const page = await context.newPage();
    const url = `${origin}${path}`;
    // The floor at the page's own address: every relative URL resolves as the page's.
    await page.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: floor }),
    );
    await page.goto(url, { waitUntil: 'load' });
    const floorShot = await firstScreenShot(page);
    const answers = await page.evaluate(firstScreenAnswers, questions);
    const kept = firstScreenCss(css, answersOf(questions, answers));
    const lean = await page.evaluate(plainDocument, { css: kept, ...namesUsed(kept) });
    const leanPath = `${path}${leanFileName}`;
    writeFileSync(join(dist, leanPath), lean);

    const check = await context.newPage();
    await check.goto(`${origin}${leanPath}`, { waitUntil: 'load' });
    const leanShot = await firstScreenShot(check);
    return {
      type,
      path,
      leanPath,
      html: { page: html, lean },
      css: { page: Buffer.byteLength(css), firstScreen: Buffer.byteLength(kept) },
      elements: answers.elements,
      firstScreenDifference:
        differentPixels(floorShot, leanShot) / (floorShot.width * floorShot.height),
    };
  } finally {
    await context.close();
  }
}

/**
 * Writes the lean reference of every page type into `dist` (the bench's copy
 * of dist/, served at `origin` by the bench's static host).
 */
export async function writeLeanReferences(
  browser: Browser,
  origin: string,
  dist: string,
): Promise<LeanReferences> {
  const references: LeanReference[] = [];
  for (const pageType of micrositePageTypes)
    references.push(await writeLeanReference(browser, origin, dist, pageType));
  return {
    references,
    cleanup() {
      for (const { leanPath } of references) rmSync(join(dist, leanPath), { force: true });
    },
  };
}
