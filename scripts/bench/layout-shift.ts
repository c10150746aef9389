import type { Browser } from 'playwright';
import { sleep } from './browser.ts';
import { valueFigure, type Figure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { installLayoutShiftProbe } from './page/layout-shift-probe.ts';

// Cumulative layout shift on the legacy demo pages (reference server) while
// the bundle loads and upgrades: with and without the documented
// `:not(:defined)` rule (site-elements.css), with and without fallback markup
// inside the tags. The bundle is held back 500 ms, so that the page paints
// before it upgrades, as on a real network.

const bundleDelayMs = 500;
const roles = ['logged-out', 'designer'] as const;
const viewports = [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
];
const variants = [
  { rule: true, fallback: true },
  { rule: true, fallback: false },
  { rule: false, fallback: true },
  { rule: false, fallback: false },
];

/** The demo page as served, without the stylesheet link and/or the markup inside the elements' tags. */
export function variantOf(html: string, rule: boolean, fallback: boolean): string {
  let page = html;
  if (!rule) page = page.replace(/<link[^>]*site-elements\.css[^>]*>/, '');
  if (!fallback) page = page.replace(/(<(site-[a-z-]+)\b[^>]*>)[\s\S]*?(<\/\2>)/g, '$1$3');
  return page;
}

async function measure(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  variant: { rule: boolean; fallback: boolean },
  signedIn: boolean,
): Promise<number> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(installLayoutShiftProbe);
    await page.route(
      (address) => address.pathname === '/demo',
      async (route) => {
        const response = await route.fetch();
        const body = variantOf(await response.text(), variant.rule, variant.fallback);
        await route.fulfill({ response, body });
      },
    );
    await page.route('**/dist-elements/site-elements.js', async (route) => {
      await sleep(bundleDelayMs);
      await route.continue();
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() =>
      Promise.all(
        [
          ...document.querySelectorAll('site-header, site-footer, site-drawer, site-unread-badge'),
        ].map((element) => (element as HTMLElement & { ready: Promise<void> }).ready),
      ),
    );
    if (signedIn) {
      // The live dropdowns replace the plain links once their chunk has loaded.
      await page
        .locator('site-header [aria-controls="site-notifications-panel"]')
        .waitFor({ state: 'attached' });
    }
    await sleep(500);
    return await page.evaluate(() => window.benchLayoutShift?.() ?? Number.NaN);
  } finally {
    await context.close();
  }
}

export const layoutShift: Measurement = {
  id: 'layout-shift',
  title: 'Layout: cumulative layout shift on the legacy demo pages',
  async run(context) {
    const [browser, server] = await Promise.all([context.browser(), context.referenceServer()]);
    const figures: Figure[] = [];
    for (const role of roles) {
      for (const viewport of viewports) {
        for (const variant of variants) {
          const url = `${server.origin}/demo?site=us-en&locale=en-US&role=${role}`;
          const cls = await measure(browser, url, viewport, variant, role !== 'logged-out');
          const rule = variant.rule ? 'with-rule' : 'without-rule';
          const fallback = variant.fallback ? 'fallback' : 'bare';
          figures.push(
            valueFigure(
              `cls.${role}.${viewport.width}.${rule}.${fallback}`,
              `${role}, ${viewport.width} px, ${variant.rule ? 'with' : 'without'} the rule, ${variant.fallback ? 'with' : 'no'} fallback markup`,
              'cls',
              cls,
            ),
          );
        }
      }
    }
    return {
      figures,
      notes: [
        `The bundle is delayed ${bundleDelayMs} ms; CLS is the largest session window until every element is ready (and the live dropdowns are in).`,
        '"without the rule" removes the site-elements.css link; "no fallback markup" empties every site-* tag.',
      ],
    };
  },
};
