import type { Browser } from 'playwright';
import { sleep } from './browser.ts';
import { benchRoles, demoUrl } from './demo-downloads.ts';
import { valueFigure, type Figure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { elementsReady } from './page/elements-ready.ts';
import { installLayoutShiftProbe } from './page/layout-shift-probe.ts';

// Cumulative layout shift on the legacy demo pages (reference server) while
// the bundle loads and upgrades: client-rendered (`&render=client`) with and
// without the documented `:not(:defined)` rule (site-elements.css), with and
// without fallback markup inside the tags; server-rendered (the default),
// which links no site-elements.css (counted: the page as served), while the
// bundle hydrates it. The bundle is held back 500 ms, so that the page paints
// before it upgrades, as on a real network.

const bundleDelayMs = 500;
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

/** The site-elements.css links of a page. */
const ruleLinks = (html: string) => html.match(/<link[^>]*site-elements\.css[^>]*>/g)?.length ?? 0;

async function measure(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  variant: { rule: boolean; fallback: boolean },
  signedIn: boolean,
): Promise<{ cls: number; servedRuleLinks: number }> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(installLayoutShiftProbe);
    let servedRuleLinks = Number.NaN;
    await page.route(
      (address) => address.pathname === '/demo',
      async (route) => {
        const response = await route.fetch();
        const served = await response.text();
        servedRuleLinks = ruleLinks(served);
        const body = variantOf(served, variant.rule, variant.fallback);
        await route.fulfill({ response, body });
      },
    );
    await page.route('**/dist-elements/site-elements.js', async (route) => {
      await sleep(bundleDelayMs);
      await route.continue();
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(elementsReady);
    if (signedIn) {
      // Server HTML waits for the reader (issue 37): a pointer over the header
      // hydrates it, as a reader on the way to its controls does, so that the
      // shifts of the views taking over are counted too.
      await page.evaluate(() =>
        document
          .querySelector('site-header')
          ?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true })),
      );
      // The live dropdowns replace the plain links once their chunk has loaded.
      await page
        .locator('site-header [aria-controls="site-notifications-panel"]')
        .waitFor({ state: 'attached' });
    }
    await sleep(500);
    const cls = await page.evaluate(() => window.benchLayoutShift?.() ?? Number.NaN);
    return { cls, servedRuleLinks };
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
    let servedRuleLinks = 0;
    for (const role of benchRoles) {
      const signedIn = role !== 'logged-out';
      for (const viewport of viewports) {
        for (const variant of variants) {
          const url = demoUrl(server.origin, role, 'client');
          const { cls } = await measure(browser, url, viewport, variant, signedIn);
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
        // Server-rendered: the page as served, but for a site-elements.css link, which it should not have.
        const url = demoUrl(server.origin, role, 'server');
        const ssr = await measure(
          browser,
          url,
          viewport,
          { rule: false, fallback: true },
          signedIn,
        );
        servedRuleLinks += ssr.servedRuleLinks;
        figures.push(
          valueFigure(
            `cls.ssr.${role}.${viewport.width}.without-rule`,
            `SSR: ${role}, ${viewport.width} px, without the rule`,
            'cls',
            ssr.cls,
          ),
        );
      }
    }
    figures.push(
      valueFigure(
        'cls.ssr.served-rule-links',
        'SSR: site-elements.css links in the pages as served',
        'count',
        servedRuleLinks,
      ),
    );
    return {
      figures,
      notes: [
        `The bundle is delayed ${bundleDelayMs} ms; CLS is the largest session window until every element is ready (and the live dropdowns are in).`,
        '"without the rule" removes the site-elements.css link; "no fallback markup" empties every site-* tag (client-rendered pages, &render=client).',
        'SSR: the server-rendered page (declarative shadow roots) as served, hydrated by the bundle; a site-elements.css link would be removed (and counted).',
      ],
    };
  },
};
