import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { mobileContext, sleep, throttleCpu } from './browser.ts';
import { addSizes, sizesOf, type Sizes } from './compress.ts';
import type { BenchContext } from './context.ts';
import { sizeFigure, valueFigure, type Figure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { installHeaderProbe, type HeaderTimes } from './page/header-probe.ts';
import { liveOnlyBytes } from './source-map.ts';
import type { Role } from '../../src/navigation/types.ts';

// What a logged-out and a logged-in legacy demo page (reference server)
// download in JavaScript before and after the header is interactive (its
// bundle has rendered or hydrated it and a click on the menu button opens the
// drawer), with 4x CPU throttling: the client-rendered page (`&render=client`,
// the figures' first keys, as before the server rendering) and the
// server-rendered one (`downloads.ssr.*`), whose menu works before any script
// (see `demo-menu`). Sizes are those of the files as built (raw, gzip,
// brotli), whatever the server sent, so that they compare with the `sizes`
// figures.

interface Download {
  path: string;
  responseEnd: number;
}

interface PageDownloads {
  times: HeaderTimes;
  scripts: Download[];
}

/** The scripts the page has downloaded, with when each arrived. */
function scriptsOf(page: Page): Promise<Download[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        responseEnd: (entry as PerformanceResourceTiming).responseEnd,
      })),
  );
}

async function loadDemo(browser: Browser, url: string): Promise<PageDownloads> {
  const context = await browser.newContext(mobileContext);
  try {
    const page = await context.newPage();
    await page.addInitScript(installHeaderProbe, true);
    await throttleCpu(page);
    await page.goto(url, { waitUntil: 'load' });
    const times = await page.evaluate(() => {
      if (!window.benchHeaderTimes) throw new Error('bench: the header probe did not start');
      return window.benchHeaderTimes;
    });
    await page.waitForLoadState('networkidle');
    await sleep(1000);
    return { times, scripts: await scriptsOf(page) };
  } finally {
    await context.close();
  }
}

/**
 * The scripts a page downloads when nobody touches it (issue 37): loaded,
 * network idle, then 3 s more (the bundle waits for the first paint and an
 * idle moment; a signed-in page's views follow).
 */
async function loadUntouched(browser: Browser, url: string): Promise<Download[]> {
  const context = await browser.newContext(mobileContext);
  try {
    const page = await context.newPage();
    await throttleCpu(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await sleep(3000);
    return await scriptsOf(page);
  } finally {
    await context.close();
  }
}

const zero: Sizes = { raw: 0, gzip: 0, brotli: 0 };

/** The demo pages' two ways of rendering the elements (`&render=`); `key` prefixes the figures' keys. */
export const renderModes = [
  { render: 'client', key: '', name: 'CSR' },
  { render: 'server', key: 'ssr.', name: 'SSR' },
] as const;

export type RenderMode = (typeof renderModes)[number];

/**
 * The roles whose demo pages the bench measures (downloads, layout shift, the
 * menu, Lighthouse): a logged-out visitor and a signed-in user.
 */
export const benchRoles = ['logged-out', 'designer'] as const satisfies readonly Role[];

/** A demo page of the bench's reference server: us-en, English. */
export const demoUrl = (origin: string, role: Role, render: 'client' | 'server') =>
  `${origin}/demo?site=us-en&locale=en-US&role=${role}&render=${render}`;

function roleFigures(
  context: BenchContext,
  role: string,
  label: string,
  result: PageDownloads,
): { figures: Figure[]; note: string } {
  const fileOf = (path: string) => join(context.buildRoot, path.replace(/^\//, ''));
  let before = zero;
  let after = zero;
  let liveCode = 0;
  const names: string[] = [];
  for (const script of result.scripts) {
    const file = fileOf(script.path);
    if (!existsSync(file)) continue;
    const bytes = sizesOf(readFileSync(file));
    const early = script.responseEnd <= result.times.interactive;
    if (early) before = addSizes(before, bytes);
    else after = addSizes(after, bytes);
    liveCode += liveOnlyBytes(file);
    names.push(`${script.path.split('/').pop() ?? script.path} (${early ? 'before' : 'after'})`);
  }
  return {
    figures: [
      sizeFigure(
        `downloads.${role}.before`,
        `${label}: JS before the header is interactive`,
        before,
      ),
      sizeFigure(`downloads.${role}.after`, `${label}: JS after the header is interactive`, after),
      valueFigure(
        `downloads.${role}.live-code`,
        `${label}: Apollo/graphql/graphql-ws/push bytes downloaded`,
        'bytes',
        liveCode,
      ),
    ],
    note: `${label}: ${names.join(', ')}; interactive at ${Math.round(result.times.interactive)} ms`,
  };
}

export const demoDownloads: Measurement = {
  id: 'downloads',
  title: 'Bytes: what a legacy demo page downloads in JavaScript',
  async run(context) {
    const [browser, server] = await Promise.all([context.browser(), context.referenceServer()]);
    const figures: Figure[] = [];
    const notes: string[] = [
      'us-en, mobile viewport, 4x CPU; sizes of the files as built (the reference server sends brotli).',
    ];
    for (const role of benchRoles) {
      const label = role === 'logged-out' ? 'logged-out page' : `logged-in page (${role})`;
      const scripts = await loadUntouched(browser, demoUrl(server.origin, role, 'server'));
      let total = zero;
      for (const script of scripts) {
        const file = join(context.buildRoot, script.path.replace(/^\//, ''));
        if (existsSync(file)) total = addSizes(total, sizesOf(readFileSync(file)));
      }
      figures.push(
        sizeFigure(
          `downloads.ssr.${role}.untouched`,
          `${label}, SSR: JS before the first interaction`,
          total,
        ),
      );
      notes.push(
        `${label}, SSR, untouched: ${scripts.map((script) => script.path.split('/').pop()).join(', ') || 'no script'}`,
      );
    }
    for (const mode of renderModes) {
      for (const role of benchRoles) {
        const label = role === 'logged-out' ? 'logged-out page' : `logged-in page (${role})`;
        const url = demoUrl(server.origin, role, mode.render);
        const result = roleFigures(
          context,
          `${mode.key}${role}`,
          `${label}, ${mode.name}`,
          await loadDemo(browser, url),
        );
        figures.push(...result.figures);
        notes.push(result.note);
      }
    }
    return { figures, notes };
  },
};
