// `npm run lighthouse`: Lighthouse (mobile) on the microsite's index, a
// category page and a year page, three runs each, median scores printed.
// Targets (issue 7): performance ≥ 95; accessibility, best practices and SEO
// 100. Exits 1 when a median misses its target.
//
//   npm run lighthouse                 # builds first when dist/ has no site
//   npm run lighthouse -- --build      # always builds first
//   npm run lighthouse -- --runs 5     # more runs per page
//   npm run lighthouse -- --dist /tmp/x/dist   # audit another build (no build step)
//   npm run lighthouse -- --url demo=http://127.0.0.1:4321/demo   # audit these pages
//                                      # instead (repeatable: name=address; no build, no host)
//
// The build output is served by scripts/support/static-server.ts, with brotli
// (else gzip) like a production host; Chromium comes from tests/support/engines/chromium.ts.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tests/support/engines/chromium.ts';
import { median } from './bench/stats.ts';
import { startStaticServer } from './support/static-server.ts';

const root = resolve(import.meta.dirname, '..');
const pages = [
  { name: 'index', path: '/best-design-awards/' },
  { name: 'category', path: '/best-design-awards/categories/packaging/' },
  { name: 'year', path: '/best-design-awards/2024/' },
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const targets: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

function buildIfNeeded(dist: string, force: boolean): void {
  if (!force && existsSync(join(dist, 'best-design-awards/index.html'))) return;
  console.log('building the site…');
  const result = spawnSync('astro', ['build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error('astro build failed');
}

interface Run {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const runsIndex = args.indexOf('--runs');
  const runCount = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
  if (!Number.isInteger(runCount) || runCount < 1) {
    console.error(`--runs takes a whole number of 1 or more, not "${args[runsIndex + 1] ?? ''}".`);
    return 2;
  }
  // --url name=address, repeatable: those pages instead of the microsite's.
  const urlPages: { name: string; url: string }[] = [];
  for (let index = args.indexOf('--url'); index >= 0; index = args.indexOf('--url', index + 1)) {
    const match = /^([^\s=]+)=(https?:\/\/\S+)$/.exec(args[index + 1] ?? '');
    if (!match?.[1] || !match[2]) {
      console.error(`--url takes name=address (http or https), not "${args[index + 1] ?? ''}".`);
      return 2;
    }
    urlPages.push({ name: match[1], url: match[2] });
  }
  if (urlPages.length > 0) return auditPages(urlPages, runCount);
  const distIndex = args.indexOf('--dist');
  const givenDist = distIndex >= 0 ? args[distIndex + 1] : undefined;
  if (distIndex >= 0 && !givenDist?.trim()) {
    console.error(
      '--dist takes the folder of a microsite build (one holding best-design-awards/).',
    );
    process.exit(2);
  }
  const dist = givenDist ? resolve(givenDist) : join(root, 'dist');
  if (givenDist) {
    if (!existsSync(join(dist, 'best-design-awards/index.html'))) {
      console.error(
        `--dist ${givenDist}: no microsite build there (best-design-awards/index.html).`,
      );
      process.exit(2);
    }
  } else buildIfNeeded(dist, args.includes('--build'));

  const server = await startStaticServer({ '/': dist }, { notFoundPage: join(dist, '404.html') });
  try {
    const audited = pages.map(({ name, path }) => ({ name, url: `${server.origin}${path}` }));
    return await auditPages(audited, runCount);
  } finally {
    await server.close();
  }
}

/** Audits each page, prints the table; 1 when a median misses its target. */
async function auditPages(
  audited: readonly { name: string; url: string }[],
  runCount: number,
): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
  });
  let missed = 0;
  try {
    // The host compresses a file on its first request (brotli's best setting
    // takes tens of ms for a page) and caches it: ask once first, so that no
    // audited load includes that time in the document's server response.
    for (const page of audited)
      await (await fetch(page.url, { headers: { 'accept-encoding': 'br' } })).text();
    console.log(
      `Lighthouse ${runCount}× per page, mobile, median (targets: performance ≥ 95, others 100)\n`,
    );
    console.log('page      perf  a11y  best  seo    FCP ms  LCP ms  TBT ms  CLS');
    for (const page of audited) {
      const runs: Run[] = [];
      for (let run = 0; run < runCount; run += 1) runs.push(await audit(page.url, chrome.port));
      const scores = Object.fromEntries(
        categories.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
      ) as Record<Category, number>;
      const line = [
        page.name.padEnd(9),
        ...categories.map((category) => String(scores[category]).padStart(4)),
        String(Math.round(median(runs.map((run) => run.fcp)))).padStart(8),
        String(Math.round(median(runs.map((run) => run.lcp)))).padStart(6),
        String(Math.round(median(runs.map((run) => run.tbt)))).padStart(7),
        median(runs.map((run) => run.cls))
          .toFixed(3)
          .padStart(6),
      ].join('  ');
      console.log(line);
      // `!(>=)`: a score that could not be read (NaN) is a miss, not a pass.
      for (const category of categories) if (!(scores[category] >= targets[category])) missed += 1;
    }
  } finally {
    chrome.kill();
  }
  if (missed > 0) console.log(`\n${missed} median score(s) below target`);
  return missed > 0 ? 1 : 0;
}

process.exitCode = await main();
