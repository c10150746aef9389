import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { valueFigure, type Figure } from './figures.ts';
import type { Measurement } from './measurement.ts';

// Lighthouse mobile on the microsite's index, a category and a year page,
// five runs each (three left a noisy run able to move a median past a
// budget), median: `npm run lighthouse` (scripts/lighthouse.ts) does
// exactly that, so the bench runs it and reads its table rather than running
// Lighthouse a second way. Its own exit code (its targets are issue 7's) is
// not the bench's: the bench's budgets judge the numbers.

export const lighthouseRuns = 5;

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** The rows of scripts/lighthouse.ts's table: `page perf a11y best seo FCP LCP TBT CLS`. */
export function parseLighthouseTable(output: string): LighthouseRow[] {
  const rows: LighthouseRow[] = [];
  const number = String.raw`(-?\d+(?:\.\d+)?|NaN)`;
  const row = new RegExp(
    String.raw`^(\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+${number}\s+${number}\s+${number}\s+${number}\s*$`,
  );
  for (const line of output.split('\n')) {
    const match = row.exec(line);
    if (!match) continue;
    const [, page = '', ...values] = match;
    const [performance, accessibility, bestPractices, seo, fcp, lcp, tbt, cls] = values.map(Number);
    rows.push({
      page,
      performance: performance ?? Number.NaN,
      accessibility: accessibility ?? Number.NaN,
      bestPractices: bestPractices ?? Number.NaN,
      seo: seo ?? Number.NaN,
      fcp: fcp ?? Number.NaN,
      lcp: lcp ?? Number.NaN,
      tbt: tbt ?? Number.NaN,
      cls: cls ?? Number.NaN,
    });
  }
  return rows;
}

/** Runs scripts/lighthouse.ts with `args` (`--dist <folder>` or `--url name=address`…); its rows. */
export async function runLighthouseScript(
  repositoryRoot: string,
  args: readonly string[],
): Promise<LighthouseRow[]> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/lighthouse.ts', '--runs', String(lighthouseRuns), ...args],
      {
        cwd: repositoryRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('error', reject);
    child.once('exit', () => resolve(output));
  });
  const rows = parseLighthouseTable(output);
  if (rows.length === 0) throw new Error(`npm run lighthouse printed no results:\n${output}`);
  return rows;
}

/** A row's figures: keys `${prefix}.<metric>`, labels after `label`. */
export function lighthouseFigures(prefix: string, label: string, row: LighthouseRow): Figure[] {
  return [
    valueFigure(`${prefix}.performance`, `${label}performance`, 'score', row.performance),
    valueFigure(`${prefix}.accessibility`, `${label}accessibility`, 'score', row.accessibility),
    valueFigure(`${prefix}.best-practices`, `${label}best practices`, 'score', row.bestPractices),
    valueFigure(`${prefix}.seo`, `${label}SEO`, 'score', row.seo),
    valueFigure(`${prefix}.fcp`, `${label}first contentful paint`, 'ms', row.fcp),
    valueFigure(`${prefix}.lcp`, `${label}largest contentful paint`, 'ms', row.lcp),
    valueFigure(`${prefix}.tbt`, `${label}total blocking time`, 'ms', row.tbt),
    valueFigure(`${prefix}.cls`, `${label}cumulative layout shift`, 'cls', row.cls),
  ];
}

export const lighthouseScores: Measurement = {
  id: 'lighthouse',
  title: 'Microsite: Lighthouse mobile (npm run lighthouse)',
  async run(context) {
    // The bench's own copy of the build, like every other measurement.
    const rows = await runLighthouseScript(context.repositoryRoot, [
      '--dist',
      join(context.buildRoot, 'dist'),
    ]);
    const figures = rows.flatMap((row) =>
      lighthouseFigures(`lighthouse.${row.page}`, `${row.page}: `, row),
    );
    return {
      figures,
      notes: [
        `Medians of ${lighthouseRuns} runs per page by scripts/lighthouse.ts (Lighthouse's simulated mobile throttling: 4x CPU, slow 4G), on the bench's copy of dist/, served with brotli (the encoding Chromium asks for).`,
      ],
    };
  },
};
