// What `npm test` runs, in order. A step with a `report` is a test runner whose
// counts are read from its JSON report; a step without one is a check that
// counts as one test. Add a runner here and nowhere else.

import { join } from 'node:path';
import { engines, type Engine } from '../tests/support/engines/engine.ts';
import type { ReportKind } from './test-report.ts';

export interface Step {
  name: string;
  command: string[];
  /** Extra environment variables of the step (ENGINE picks a browser engine). */
  env?: Record<string, string>;
  /** `retried`: the tests that passed only on a retry (tests/support/retried-tests-reporter.ts). */
  report?: { kind: ReportKind; file: string; retried?: string };
  /** The browser engine a step runs in; `npm test -- --engine <name>` keeps only these and the build. */
  engine?: Engine;
}

/** The steps that run in one engine: the elements' suite and the cross-engine smokes. */
function engineSteps(reportsDir: string, engine: Engine): Step[] {
  const smokeReport = join(reportsDir, `smoke-${engine}.json`);
  const retriedReport = join(reportsDir, `smoke-${engine}-retried.json`);
  return [
    {
      name: `web-test-runner ${engine}`,
      command: ['web-test-runner'],
      env: { ENGINE: engine },
      engine,
      report: { kind: 'counts', file: join(reportsDir, `web-test-runner-${engine}.json`) },
    },
    {
      name: `smoke ${engine}`,
      command: [
        'vitest',
        'run',
        '--config',
        'vitest.smoke.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${smokeReport}`,
        '--reporter=./tests/support/retried-tests-reporter.ts',
      ],
      env: { ENGINE: engine, RETRIED_REPORT: retriedReport },
      engine,
      report: { kind: 'vitest', file: smokeReport, retried: retriedReport },
    },
  ];
}

export function steps(reportsDir: string): Step[] {
  const vitestReport = join(reportsDir, 'vitest.json');
  const playwrightReport = join(reportsDir, 'playwright.json');
  const packageReport = join(reportsDir, 'package-test.json');
  const consumersReport = join(reportsDir, 'consumers.json');
  const edgeReport = join(reportsDir, 'edge.json');
  const conformanceReport = join(reportsDir, 'conformance.json');
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
    // The packed package installed into an empty project: types, server render, browser.
    {
      name: 'package',
      command: [
        'vitest',
        'run',
        '--config',
        'vitest.package.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${packageReport}`,
      ],
      report: { kind: 'vitest', file: packageReport },
    },
    // The packed package in a React 19, Preact, Vue 3, Svelte 5 and Angular app, built with Vite, in Chromium.
    {
      name: 'consumer apps',
      command: [
        'vitest',
        'run',
        '--config',
        'vitest.consumers.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${consumersReport}`,
      ],
      report: { kind: 'vitest', file: consumersReport },
    },
    {
      name: 'playwright',
      command: ['playwright', 'test'],
      report: { kind: 'playwright', file: playwrightReport },
    },
    // The editing screen (npm run edit) on a copy of the project: a winner added in Chromium.
    {
      name: 'editing screen',
      command: ['playwright', 'test', '--config', 'playwright.editing.config.ts'],
      report: { kind: 'playwright', file: join(reportsDir, 'playwright-editing.json') },
    },
    // The edge recipes (docs/elements/edge/) in Debian's nginx and varnishd, read in Chromium.
    {
      name: 'edge',
      command: [
        'vitest',
        'run',
        '--config',
        'vitest.edge.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${edgeReport}`,
      ],
      report: { kind: 'vitest', file: edgeReport },
    },
    // The W3C Nu HTML checker over every page, fragment and shadow root (tests/conformance/).
    {
      name: 'conformance',
      command: [
        'vitest',
        'run',
        '--config',
        'vitest.conformance.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${conformanceReport}`,
      ],
      report: { kind: 'vitest', file: conformanceReport },
    },
    // One engine at a time: three browsers at once on two cores make every engine flaky.
    ...engines.flatMap((engine) => engineSteps(reportsDir, engine)),
  ];
}

/**
 * The steps of `npm test -- --engine <name>` (repeatable): the build, then
 * only the browser steps of those engines.
 */
export function stepsForEngines(all: Step[], chosen: readonly Engine[]): Step[] {
  return all.filter(
    (step) => step.name === 'build' || (step.engine && chosen.includes(step.engine)),
  );
}
