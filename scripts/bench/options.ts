import { parseArgs } from 'node:util';

// The command line of `npm run bench` (README "Benchmark").

export interface BenchOptions {
  /** Measurement ids to run, in the bench's order. */
  selected: string[];
  runs: number;
  /** Rebuild dist/ and dist-elements/ even when they exist. */
  build: boolean;
  json: string;
  /** Lighthouse runs per page of the outside check (`--outside`), at least 3. */
  outsideRuns: number;
}

/**
 * Measurements that run only when asked for: `outside` (issue 37), which
 * `--outside` or `--only outside` selects.
 */
export const optInIds: readonly string[] = ['outside'];

export const usage = (ids: readonly string[]) => `Usage: npm run bench -- [options]
  --only <ids>   run only these measurements, comma-separated
  --skip <ids>   run every measurement but these
  --runs <n>     runs of each repeated timing (default 10; the badge update uses 2n, microsite-paint n Lighthouse runs and 10n traces)
  --build        rebuild the microsite and the elements first (default: only what is missing)
  --json <file>  where the JSON goes (default reports/bench.json)
  --outside      also measure the built microsite and the demo pages as an outsider would
                 (plain brotli host, Lighthouse's defaults, a fresh profile per run) and
                 print its figures beside the bench's own (the \`outside\` measurement)
  --outside-runs <n>  Lighthouse runs per page of --outside (default 3, at least 3)
  --help         this text
Measurements: ${ids.join(', ')}`;

export function parseOptions(args: string[], ids: readonly string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      only: { type: 'string' },
      skip: { type: 'string' },
      runs: { type: 'string' },
      build: { type: 'boolean', default: false },
      json: { type: 'string' },
      outside: { type: 'boolean', default: false },
      'outside-runs': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const list = (text: string | undefined) =>
    (text ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
  const only = list(values.only);
  const skip = list(values.skip);
  for (const id of [...only, ...skip]) {
    if (!ids.includes(id)) throw new Error(`Unknown measurement "${id}". Known: ${ids.join(', ')}`);
  }
  const runs = Number(values.runs ?? '10');
  if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
    throw new Error(`Invalid --runs "${values.runs}": expected 1 to 100.`);
  }
  const outsideRuns = Number(values['outside-runs'] ?? '3');
  if (!Number.isInteger(outsideRuns) || outsideRuns < 3 || outsideRuns > 100) {
    throw new Error(`Invalid --outside-runs "${values['outside-runs']}": expected 3 to 100.`);
  }
  // --outside adds the outside check to what --only (or the default) selects.
  const asked = (id: string) =>
    (id === 'outside' && values.outside) ||
    (only.length === 0 ? !optInIds.includes(id) : only.includes(id));
  return {
    selected: ids.filter((id) => asked(id) && !skip.includes(id)),
    runs,
    build: values.build,
    json: values.json ?? 'reports/bench.json',
    outsideRuns,
  };
}
