import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

// One `astro build` of the bench's copy of the project, timed, and where the
// time went as Astro's own log tells it (its phases print their durations)
// and as the microsite's integration logs its own work on the pages.

export interface BuildPhases {
  /** Content layer: the Markdown files read, their front matter validated, image references. */
  content: number;
  /** Astro collecting its build info after the content layer (its log's figure includes the content layer's). */
  buildInfo: number;
  /** Vite's builds of the server and client entry points. */
  bundles: number;
  /** Astro rendering every page (getStaticPaths, components, Markdown pages, React SSR), the project's finishing included. */
  pages: number;
  /** Image optimization (none when every image is an SVG). */
  images: number;
  /** The project's own work on each page (src/microsite/build/page-finishing.ts), inside `pages`. */
  finishing: number;
  /** Of that work, the pages' navigation documents (src/microsite/build/write-navigation-documents.ts). */
  navigationDocuments: number;
  /** After the rendering: the reused pages' navigation documents and the stylesheets, inside the rest. */
  navigationDocumentsAfter: number;
}

export interface BuildRun {
  /** Wall clock, Astro's start included. */
  seconds: number;
  pages: number;
  /** Pages Astro rendered (the others an incremental build reused), as the integration counts them. */
  rendered: number;
  phases: BuildPhases;
}

/** Astro's duration: `850ms`, `8.55s`, or `2m 25s` from a minute on. */
const duration = String.raw`(\d+m \d+s|[\d.]+ms|[\d.]+s)`;

function seconds(text: string | undefined): number {
  if (text === undefined) return 0;
  const minutes = /^(\d+)m (\d+)s$/.exec(text);
  if (minutes) return Number(minutes[1]) * 60 + Number(minutes[2]);
  return text.endsWith('ms') ? Number.parseFloat(text) / 1000 : Number.parseFloat(text);
}

/** The phases of a build, read from its log (seconds). */
export function buildPhases(log: string): BuildPhases {
  const after = (heading: string) => {
    const at = log.indexOf(heading);
    if (at < 0) return undefined;
    return new RegExp(`✓ Completed in ${duration}`).exec(log.slice(at))?.[1];
  };
  const finishing = /(\d+) pages finished in (\d+) ms/.exec(log)?.[2];
  const documents =
    /navigation documents: \d+ of rendered pages in (\d+) ms, \d+ of reused pages and the stylesheets in (\d+) ms/.exec(
      log,
    );
  const ms = (value: string | undefined) => (value === undefined ? undefined : `${value}ms`);
  const content = seconds(new RegExp(`\\[types\\] Generated ${duration}`).exec(log)?.[1]);
  // Timed from the build's start, so the content layer's time is inside it.
  const collected = seconds(after('Collecting build info'));
  const viteBuilds = [...log.matchAll(new RegExp(`\\[vite\\] ✓ built in ${duration}`, 'g'))];
  return {
    content,
    buildInfo: Math.max(0, collected - content),
    bundles: viteBuilds.reduce((sum, match) => sum + seconds(match[1]), 0),
    pages: seconds(after('generating static routes')),
    images: seconds(after('generating optimized images')),
    finishing: seconds(ms(finishing)),
    navigationDocuments: seconds(ms(documents?.[1])),
    navigationDocumentsAfter: seconds(ms(documents?.[2])),
  };
}

/**
 * A build of the copy: cold (no dist/, no caches, as on a CI machine), or
 * `warm`, reusing what the previous build left (dist/, Astro's caches).
 * `incremental` writes Astro's incremental build cache, which a later build
 * reuses (astro.config.mjs, INCREMENTAL_BUILD); a CI build leaves it off.
 */
export function astroBuild(
  copy: string,
  { warm = false, incremental = false } = {},
): Promise<BuildRun> {
  if (!warm)
    for (const folder of ['dist', '.astro', '.bench-cache'])
      rmSync(join(copy, folder), { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      join(copy, 'node_modules/.bin/astro'),
      ['build', '--config', 'astro.bench.config.mjs'],
      {
        cwd: copy,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          ASTRO_TELEMETRY_DISABLED: '1',
          INCREMENTAL_BUILD: incremental ? '1' : '0',
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('error', reject);
    child.once('exit', (code) => {
      const elapsed = (performance.now() - started) / 1000;
      if (code !== 0)
        return reject(
          new Error(`astro build failed in the copy (exit ${code}):\n${output.slice(-3000)}`),
        );
      const pages = Number(/(\d+) page\(s\) built/.exec(output)?.[1] ?? Number.NaN);
      const rendered = Number(/(\d+) pages finished in/.exec(output)?.[1] ?? Number.NaN);
      resolve({ seconds: elapsed, pages, rendered, phases: buildPhases(output) });
    });
  });
}
