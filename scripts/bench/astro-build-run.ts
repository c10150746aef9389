import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

// One `astro build` of the bench's copy of the project, timed, and where the
// time went as Astro's own log tells it (its phases print their durations)
// and as the microsite's integration logs its own work on the pages.

export interface BuildPhases {
  /** Content layer: the Markdown files read, their front matter validated, image references. */
  content: number;
  /** Vite's builds of the server and client entry points. */
  bundles: number;
  /** Astro rendering every page (getStaticPaths, components, Markdown pages, React SSR), the project's finishing included. */
  pages: number;
  /** Image optimization (none when every image is an SVG). */
  images: number;
  /** The project's own work on each page (src/microsite/build/page-finishing.ts), inside `pages`. */
  finishing: number;
}

export interface BuildRun {
  /** Wall clock, Astro's start included. */
  seconds: number;
  pages: number;
  phases: BuildPhases;
}

const seconds = (value: string | undefined, unit: string | undefined) =>
  value === undefined ? 0 : Number(value) / (unit === 'ms' ? 1000 : 1);

/** The phases of a build, read from its log (seconds). */
export function buildPhases(log: string): BuildPhases {
  const after = (heading: string) => {
    const at = log.indexOf(heading);
    if (at < 0) return undefined;
    return /✓ Completed in ([\d.]+)(ms|s)/.exec(log.slice(at));
  };
  const content = /\[types\] Generated ([\d.]+)(ms|s)/.exec(log);
  const bundles = after('Collecting build info');
  const pages = after('generating static routes');
  const images = after('generating optimized images');
  const finishing = /(\d+) pages finished in (\d+) ms/.exec(log);
  return {
    content: seconds(content?.[1], content?.[2]),
    bundles: seconds(bundles?.[1], bundles?.[2]),
    pages: seconds(pages?.[1], pages?.[2]),
    images: seconds(images?.[1], images?.[2]),
    finishing: seconds(finishing?.[2], 'ms'),
  };
}

/**
 * A build of the copy: cold (no dist/, no caches, as on a CI machine), or
 * `warm`, reusing what the previous build left (dist/, Astro's caches).
 */
export function astroBuild(copy: string, { warm = false } = {}): Promise<BuildRun> {
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
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
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
      resolve({ seconds: elapsed, pages, phases: buildPhases(output) });
    });
  });
}
