import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../support/engines/chromium.ts';

// Chromium keeps only the last --disable-features of its command line, and
// ours comes after Playwright's own (tests/support/engines/chromium.ts). Read
// from the command line Chromium itself reports: ours must still turn off
// every feature Playwright turns off, and the address bar's drop-down.

let browser: Browser;
let disableFeatures: string[][];

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  disableFeatures = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) =>
    (match[1] ?? '').split(','),
  );
  await page.close();
}, 30_000);

afterAll(async () => {
  await browser?.close();
});

it('is given two lists, Playwright’s and then ours', () => {
  expect(disableFeatures).toHaveLength(2);
});

it('keeps every feature Playwright turns off', () => {
  const [playwrights = [], ours = []] = disableFeatures;
  expect(playwrights.length).toBeGreaterThan(0);
  expect(playwrights.filter((feature) => !ours.includes(feature))).toEqual([]);
});

it('has no address bar drop-down loaded beside a new page', async () => {
  const context = await browser.newContext();
  await context.newPage();
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  // Without our list: chrome://omnibox-popup.top-chrome/ and its AI mode page.
  const browserUi = targetInfos.filter((target) => target.type === 'browser_ui');
  expect(browserUi.map((target) => target.url)).toEqual([]);
  await context.close();
});
