// What `npm test` runs, in order. A step with a `report` is a test runner whose
// counts are read from its JSON report; a step without one is a check that
// counts as one test. Add a runner here and nowhere else.

import { join } from 'node:path';
import type { ReportKind } from './test-report.ts';

export interface Step {
  name: string;
  command: string[];
  /** Extra environment variables of the step (ENGINE picks a browser engine). */
  env?: Record<string, string>;
  report?: { kind: ReportKind; file: string };
}

export function steps(reportsDir: string): Step[] {
  const vitestReport = join(reportsDir, 'vitest.json');
  const playwrightReport = join(reportsDir, 'playwright.json');
  return [
    // astro check type-checks .astro files and every .ts/.tsx file of tsconfig.
    { name: 'type check', command: ['astro', 'check', '--minimumSeverity', 'warning'] },
    { name: 'lint', command: ['eslint', '--max-warnings', '0', '.'] },
    { name: 'format', command: ['prettier', '--check', '--log-level', 'warn', '.'] },
    { name: 'market data', command: ['node', 'scripts/markets.ts', 'check'] },
    { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
    // Sizes are deterministic, so their budgets are checked here too (timings only in the bench).
    {
      name: 'size budgets',
      command: [
        'node',
        'scripts/bench/main.ts',
        '--only',
        'sizes,react-floor',
        '--json',
        join(reportsDir, 'bench-sizes.json'),
      ],
    },
    {
      name: 'vitest',
      command: [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ],
      report: { kind: 'vitest', file: vitestReport },
    },
    {
      name: 'web-test-runner chromium',
      command: ['web-test-runner'],
      env: { ENGINE: 'chromium' },
      report: { kind: 'counts', file: join(reportsDir, 'web-test-runner-chromium.json') },
    },
    {
      name: 'playwright',
      command: ['playwright', 'test'],
      report: { kind: 'playwright', file: playwrightReport },
    },
  ];
}
