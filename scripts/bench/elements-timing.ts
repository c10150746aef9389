import { join, relative } from 'node:path';
import type { Browser } from 'playwright';
import { mobileContext, sleep, throttleCpu } from './browser.ts';
import { statFigure, valueFigure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { installHeaderProbe } from './page/header-probe.ts';
import { firstRenderFiles } from './sizes.ts';
import { summarize } from './stats.ts';

// Time, in Chromium with 4x CPU throttling: from the start of the bundle's
// evaluation to the header rendered and to the header interactive; the same
// header rendered by plain React into a div as the floor. The code is
// fetched and compiled first (modulepreload), then imported by the page, so
// that the clock starts with its evaluation: for the floor its one bundle, for
// the elements the three files the header needs (the main module, the views
// chunk and the English catalogue), so that both compare CPU time, not
// loopback round trips (the `downloads` measurement shows those). Every run is
// a fresh browser context: a first visit, no code cache.

const shellAttributes = 'site="us-en" locale="en-US" user-role="logged-out" current-path="/"';

const elementsPage = (modules: readonly string[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>bench: elements</title>
<link rel="stylesheet" href="/dist-elements/site-elements.css">
${modules.map((path) => `<link rel="modulepreload" href="${path}">`).join('\n')}
</head><body>
<site-header ${shellAttributes}></site-header>
<site-drawer side="left" ${shellAttributes}></site-drawer>
<main id="main"><h1>Bench</h1></main>
</body></html>`;

const floorPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>bench: React floor</title>
<link rel="stylesheet" href="/floor/header-floor.css">
<link rel="modulepreload" href="/floor/header-floor.js">
</head><body><div id="floor"></div><main id="main"><h1>Bench</h1></main></body></html>`;

interface Run {
  evaluated: number;
  rendered: number;
  interactive: number;
}

/** Opens `path`, waits until `modules` are fetched and compiled, then throttles the CPU. */
async function preparedPage(
  browser: Browser,
  origin: string,
  path: string,
  modules: readonly string[],
) {
  const context = await browser.newContext(mobileContext);
  const page = await context.newPage();
  await page.addInitScript(installHeaderProbe);
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(
    (names) =>
      names.every((name) =>
        performance
          .getEntriesByType('resource')
          .some((e) => e.name.endsWith(name) && (e as PerformanceResourceTiming).responseEnd > 0),
      ),
    modules,
  );
  await sleep(200); // let the preloaded module finish compiling off the clock
  await throttleCpu(page);
  return { page, close: () => context.close() };
}

async function elementsRun(
  browser: Browser,
  origin: string,
  modules: readonly string[],
): Promise<Run> {
  const { page, close } = await preparedPage(browser, origin, '/bench/elements.html', modules);
  try {
    return await page.evaluate(async (url) => {
      const start = performance.now();
      const probe = window.benchProbeHeader?.();
      if (!probe) throw new Error('bench: the header probe is not installed');
      await import(url);
      const evaluated = performance.now();
      const { rendered, interactive } = await probe;
      return {
        evaluated: evaluated - start,
        rendered: rendered - start,
        interactive: interactive - start,
      };
    }, `${origin}/dist-elements/site-elements.js`);
  } finally {
    await close();
  }
}

async function floorRun(browser: Browser, origin: string): Promise<Run> {
  const { page, close } = await preparedPage(browser, origin, '/bench/floor.html', [
    '/floor/header-floor.js',
  ]);
  try {
    return await page.evaluate(async (url) => {
      const start = performance.now();
      const module = (await import(url)) as { rendered: Promise<number> };
      const evaluated = performance.now();
      const rendered = await module.rendered;
      // The floor has no drawer: "interactive" is the header's own answer to the click.
      const button = document.querySelector<HTMLButtonElement>('#floor .site-header__menu-button');
      if (!button) throw new Error('bench: the floor header has no menu button');
      const expanded = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (button.getAttribute('aria-expanded') === 'true') {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(button, { attributes: true, attributeFilter: ['aria-expanded'] });
      });
      button.click();
      const interactive = await expanded;
      return {
        evaluated: evaluated - start,
        rendered: rendered - start,
        interactive: interactive - start,
      };
    }, `${origin}/floor/header-floor.js`);
  } finally {
    await close();
  }
}

export const elementsTiming: Measurement = {
  id: 'elements',
  title: 'Time: the header, 4x CPU throttling',
  async run(context) {
    const [browser, server] = await Promise.all([
      context.browser(),
      context.staticServer(),
      context.floor(),
    ]);
    const distElements = join(context.buildRoot, 'dist-elements');
    const modules = firstRenderFiles(distElements).map(
      (file) => `/dist-elements/${relative(distElements, file)}`,
    );
    server.page('/bench/elements.html', elementsPage(modules));
    server.page('/bench/floor.html', floorPage);
    const elements: Run[] = [];
    const floor: Run[] = [];
    // Alternate, so that a noisy moment of the machine hits both alike.
    for (let run = 0; run < context.runs; run += 1) {
      elements.push(await elementsRun(browser, server.origin, modules));
      floor.push(await floorRun(browser, server.origin));
    }
    const pick = (runs: Run[], key: keyof Run) => summarize(runs.map((run) => run[key]));
    const rendered = pick(elements, 'rendered');
    const floorRendered = pick(floor, 'rendered');
    return {
      figures: [
        statFigure(
          'elements.evaluated',
          'elements: bundle evaluated (import resolved)',
          'ms',
          pick(elements, 'evaluated'),
        ),
        statFigure('elements.rendered', 'elements: header rendered (ready)', 'ms', rendered),
        statFigure(
          'elements.interactive',
          'elements: menu click opens the drawer',
          'ms',
          pick(elements, 'interactive'),
        ),
        statFigure(
          'floor.evaluated',
          'plain React: bundle evaluated',
          'ms',
          pick(floor, 'evaluated'),
        ),
        statFigure('floor.rendered', 'plain React: header rendered', 'ms', floorRendered),
        statFigure(
          'floor.interactive',
          'plain React: menu click handled (aria-expanded)',
          'ms',
          pick(floor, 'interactive'),
        ),
        valueFigure(
          'elements.rendered-ratio',
          'header rendered: elements ÷ plain React (medians)',
          'ratio',
          rendered.median / floorRendered.median,
        ),
      ],
      notes: [
        'From the start of the bundle evaluation (fetched and compiled beforehand); a fresh browser context per run; mobile viewport 412 px.',
        "Preloaded: the floor's one bundle; the elements' main module, views chunk and English catalogue chunk (the main module imports the other two).",
      ],
    };
  },
};
