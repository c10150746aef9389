// What `npm test` runs, in order. A step with a `report` is a test runner whose
// counts are read from its JSON report; a step without one is a check that
// counts as one test. Add a runner here and nowhere else.
//
// Two lanes, so that CI stays under 30 minutes on a slow two-core machine. A
// step marked `beside` goes to the side lane when its turn comes, and the
// steps after it go on at once: beside steps run there one at a time, in
// order. They are the ones that use about one core and time nothing they
// assert, each placed where a fresh clone's run left the cores most idle
// (vmstat every 10 s): the static checks beside the type check (37 % idle);
// the server's contract tests beside Playwright (27 %); the package and the
// consumer apps beside the Chromium steps; the edge recipes beside Firefox's
// smoke (26 %); the conformance check beside WebKit's steps (31–47 %). The
// build (2.5 % idle) and the vitest step (18 %) get nothing beside them. On a slow two-core machine (the build 45 s, not 20), a fresh clone's
// .ci/run took 35 minutes in one lane; 30 in two; 28–29.5 (three runs) with
// Chromium's cheaper new pages (tests/support/engines/chromium.ts) and axe's
// cheaper runs (tests/support/axe.ts), of which 2 were npm install. Runs of
// the same commit moved by 1.5 minutes on the same machine.

import { join } from 'node:path';
import type { Engine } from '../tests/support/engines/engine.ts';
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
  /** Runs in the side lane, beside the steps after it (see the top of this file). */
  beside?: boolean;
}

/** A vitest run whose JSON report `npm test` reads. */
function vitestStep(name: string, options: string[], report: string): Step {
  return {
    name,
    command: [
      'vitest',
      'run',
      ...options,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    report: { kind: 'vitest', file: report },
  };
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
      ...vitestStep(
        `smoke ${engine}`,
        [
          '--config',
          'vitest.smoke.config.ts',
          '--reporter=./tests/support/retried-tests-reporter.ts',
        ],
        smokeReport,
      ),
      env: { ENGINE: engine, RETRIED_REPORT: retriedReport },
      engine,
      report: { kind: 'vitest', file: smokeReport, retried: retriedReport },
    },
  ];
}

export function steps(reportsDir: string): Step[] {
  const vitestReport = join(reportsDir, 'vitest.json');
  const contractReport = join(reportsDir, 'vitest-server.json');
  const playwrightReport = join(reportsDir, 'playwright.json');
  const packageReport = join(reportsDir, 'package-test.json');
  const consumersReport = join(reportsDir, 'consumers.json');
  const edgeReport = join(reportsDir, 'edge.json');
  const conformanceReport = join(reportsDir, 'conformance.json');
  return [
    // astro check type-checks .astro files and every .ts/.tsx file of tsconfig.
    { name: 'type check', command: ['astro', 'check', '--minimumSeverity', 'warning'] },
    // Read src/ and the docs only, never the build's output (.prettierignore, eslint's ignores).
    { name: 'lint', command: ['eslint', '--max-warnings', '0', '.'], beside: true },
    {
      name: 'format',
      command: ['prettier', '--check', '--log-level', 'warn', '.'],
      beside: true,
    },
    { name: 'market data', command: ['node', 'scripts/markets.ts', 'check'], beside: true },
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
    // The unit and in-browser projects; the server's contract tests run beside Playwright.
    vitestStep('vitest', ['--project', 'unit', '--project', 'browser'], vitestReport),
    // A real reference server on a free port, real clients (the vitest config's server project).
    { ...vitestStep('server contracts', ['--project', 'server'], contractReport), beside: true },
    {
      name: 'playwright',
      command: ['playwright', 'test'],
      report: { kind: 'playwright', file: playwrightReport },
    },
    // The packed package installed into an empty project: types, server render, browser.
    {
      ...vitestStep('package', ['--config', 'vitest.package.config.ts'], packageReport),
      beside: true,
    },
    // The packed package in a React 19, Preact, Vue 3, Svelte 5 and Angular app, built with Vite, in Chromium.
    {
      ...vitestStep('consumer apps', ['--config', 'vitest.consumers.config.ts'], consumersReport),
      beside: true,
    },
    // The editing screen (npm run edit) on a copy of the project: a winner added in Chromium.
    {
      name: 'editing screen',
      command: ['playwright', 'test', '--config', 'playwright.editing.config.ts'],
      report: { kind: 'playwright', file: join(reportsDir, 'playwright-editing.json') },
    },
    // One engine at a time: three browsers at once on two cores make every engine flaky.
    ...engineSteps(reportsDir, 'chromium'),
    // The edge recipes (docs/elements/edge/) in Debian's nginx and varnishd, read in Chromium.
    { ...vitestStep('edge', ['--config', 'vitest.edge.config.ts'], edgeReport), beside: true },
    ...engineSteps(reportsDir, 'firefox'),
    // The W3C Nu HTML checker over every page, fragment and shadow root (tests/conformance/).
    {
      ...vitestStep('conformance', ['--config', 'vitest.conformance.config.ts'], conformanceReport),
      beside: true,
    },
    ...engineSteps(reportsDir, 'webkit'),
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
