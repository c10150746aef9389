import { join } from 'node:path';
import { benchRoles, demoUrl, renderModes } from './demo-downloads.ts';
import { statFigure, type Figure, type Unit } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { micrositePages } from './microsite-bytes.ts';
import { micrositePageTypes } from './microsite-page-types.ts';
import { outsideChromeFlags, outsideRun, type OutsideRun } from './outside/outside-lighthouse.ts';
import { startPlainStaticServer } from './outside/plain-static-server.ts';
import { summarize } from './stats.ts';

// Issue 37, "an outside check in the bench": the built microsite and the
// demo pages measured the way someone outside the project would measure
// them. The microsite's copy of dist/ on a plain static host with brotli
// (./outside/plain-static-server.ts, none of the project's code), the demo
// pages on the reference server; Lighthouse with its defaults, a new Chromium
// and profile per run, no probe of the bench in the page
// (./outside/outside-lighthouse.ts); medians of --outside-runs runs (3 by
// default), the pages interleaved. main.ts prints these figures beside the
// bench's own and says which budgets both agree on (./outside/outside-comparison.ts).

export interface OutsidePage {
  /** The key's part: `outside.<name>.<metric>`. */
  name: string;
  label: string;
  /** Where the page is: on the plain host (the microsite) or the reference server (the demo pages). */
  url(origins: { host: string; reference: string }): string;
}

/** What the outside check measures of every page, its keys' last part and its label. */
export const outsideMetrics: readonly { key: keyof OutsideRun; label: string; unit: Unit }[] = [
  { key: 'performance', label: 'Lighthouse performance', unit: 'score' },
  { key: 'fcp', label: 'FCP', unit: 'ms' },
  { key: 'lcp', label: 'LCP', unit: 'ms' },
  { key: 'tbt', label: 'TBT', unit: 'ms' },
  { key: 'cls', label: 'CLS', unit: 'cls' },
  { key: 'bytes', label: 'total byte weight', unit: 'bytes' },
  { key: 'requests', label: 'requests', unit: 'count' },
  { key: 'js', label: 'script transfer', unit: 'bytes' },
  { key: 'document', label: 'HTML document with headers', unit: 'bytes' },
];

/** The microsite's pages (the bench's Lighthouse pages and the content page), then the demo pages. */
export const outsidePages: readonly OutsidePage[] = [
  ...[...micrositePages, ...micrositePageTypes.filter(({ type }) => type === 'content')].map(
    ({ type, path }) => ({
      name: type,
      label: `microsite ${type}`,
      url: ({ host }: { host: string }) => `${host}${path}`,
    }),
  ),
  ...benchRoles.flatMap((role) =>
    renderModes.map((mode) => ({
      name: `${mode.render === 'server' ? 'ssr' : 'csr'}.${role}`,
      label: `demo ${mode.name} ${role}`,
      url: ({ reference }: { reference: string }) => demoUrl(reference, role, mode.render),
    })),
  ),
];

/** Paths a page's HTML names on its own host (scripts, styles, images, island chunks). */
const referencedPaths = (html: string): string[] => [
  ...new Set(
    [...html.matchAll(/="(\/[^"]+\.(?:js|css|svg|json|webp|png))"/g)].map(
      (match) => match[1] ?? '',
    ),
  ),
];

export const outside: Measurement = {
  id: 'outside',
  title: "Outside check: Lighthouse's defaults, a plain brotli host, a fresh profile per run",
  async run(context) {
    const [host, reference] = await Promise.all([
      startPlainStaticServer(join(context.buildRoot, 'dist')),
      context.referenceServer(),
    ]);
    try {
      const urls = outsidePages.map((page) =>
        page.url({ host: host.origin, reference: reference.origin }),
      );
      // The plain host compresses a file on its first request: each page's files once first.
      for (const url of urls.filter((address) => address.startsWith(host.origin))) {
        const html = await (await fetch(url)).text();
        await host.warm([new URL(url).pathname, ...referencedPaths(html)]);
      }
      const runs = outsidePages.map(() => [] as OutsideRun[]);
      for (let run = 0; run < context.outsideRuns; run += 1) {
        context.log(`outside: run ${run + 1} of ${context.outsideRuns}`);
        for (const [index, url] of urls.entries()) runs[index]?.push(await outsideRun(url));
      }
      const figures: Figure[] = outsidePages.flatMap(({ name, label }, index) =>
        outsideMetrics.map(({ key, label: metric, unit }) =>
          statFigure(
            `outside.${name}.${key}`,
            `${label}: ${metric}`,
            unit,
            summarize((runs[index] ?? []).map((one) => one[key])),
          ),
        ),
      );
      return {
        figures,
        notes: [
          `Lighthouse ${context.outsideRuns}× per page with its default configuration (mobile, simulated throttling: slow 4G and 4x CPU computed from an unthrottled load), each run in a new Chromium with a new, empty profile (flags: ${outsideChromeFlags.join(' ')} and chrome-launcher's defaults); the pages interleaved; medians.`,
          "The microsite: the bench's copy of dist/ on a plain static host (Node's http and brotli at its default quality 11, each file compressed once; no cache headers). The demo pages: the bench's reference server. No probe of the bench in any page.",
          "Total byte weight, requests, script and document: Lighthouse's transfer sizes (headers included) of everything the load fetched until Lighthouse's quiet window ended.",
        ],
      };
    } finally {
      await host.close();
    }
  },
};
