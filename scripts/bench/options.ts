import { parseArgs } from 'node:util';

// The command line of `npm run bench` (README "Benchmark").

export interface BenchOptions {
  /** Measurement ids to run, in the bench's order. */
  selected: string[];
  runs: number;
  /** Rebuild dist/ and dist-elements/ even when they exist. */
  build: boolean;
  json: string;
}

export const usage = (ids: readonly string[]) => `Usage: npm run bench -- [options]
  --only <ids>   run only these measurements, comma-separated
  --skip <ids>   run every measurement but these
  --runs <n>     runs of each repeated timing (default 10; the badge update uses 2n, microsite-paint n Lighthouse runs and 10n traces)
  --build        rebuild the microsite and the elements first (default: only what is missing)
  --json <file>  where the JSON goes (default reports/bench.json)
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
  return {
    selected: ids.filter((id) => (only.length === 0 || only.includes(id)) && !skip.includes(id)),
    runs,
    build: values.build,
    json: values.json ?? 'reports/bench.json',
  };
}
