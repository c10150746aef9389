// `npm test`: every check and every test runner of the project, in order, then
// one closing line `tests: N passed, N failed[, N skipped]` summed over all of
// them. Exits non-zero when anything failed, and when a runner left no report
// (a runner that silently ran nothing must not look green).
//
// A check (type check, lint, format, market data, build) counts as one test;
// each runner contributes its own test counts, read from its JSON report.
// Just above the closing line: the names of the failed tests (at most
// `listedFailures`) and of those that passed only on a retry, so that the
// tail of a CI log says which.
//
// Steps marked `beside` run in a second lane (test-steps.ts says which and
// why). Their output is held and printed whole when each ends, so that the
// log reads step by step; the summary lists every step in the list's order.

import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { engines, isEngine, type Engine } from '../tests/support/engines/engine.ts';
import { steps, stepsForEngines, type Step } from './test-steps.ts';
import { readCounts, readRetried, type Counts } from './test-report.ts';

const root = resolve(import.meta.dirname, '..');
const reportsDir = resolve(root, 'reports');

process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
process.env['PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD'] = '1';

const heading = (step: Step) => `\n━━ ${step.name}: ${step.command.join(' ')}`;

/** Runs `step`; its output goes straight to ours, or, held, into `held`. */
function run(step: Step, held?: Buffer[]): Promise<number> {
  return new Promise((done) => {
    const [command, ...args] = step.command;
    if (!command) throw new Error(`step ${step.name} has no command`);
    const child = spawn(command, args, {
      cwd: root,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    child.stdout?.on('data', (chunk: Buffer) => held?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held?.push(chunk));
    child.on('error', (error) => {
      const message = `${step.name}: could not start ${command}: ${error.message}\n`;
      if (held) held.push(Buffer.from(message));
      else process.stderr.write(message);
      done(127);
    });
    // 'close', not 'exit': the held output is complete only once the pipes are.
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

interface Outcome {
  name: string;
  counts: Counts;
  seconds: number;
  note: string;
  failures: string[];
  retried: string[];
}

const listedFailures = 20;

/** Runs `step` and reads what it reports (see `run` for `held`). */
async function runStep(step: Step, held?: Buffer[]): Promise<Outcome> {
  const started = performance.now();
  const exitCode = await run(step, held);
  const seconds = (performance.now() - started) / 1000;

  let counts: Counts;
  let note = '';
  let failures: string[] = [];
  const retried = step.report?.retried ? readRetried(step.report.retried) : [];
  if (step.report) {
    const read = readCounts(step.report.kind, step.report.file);
    failures = read?.failures ?? [];
    if (read === null) {
      counts = { passed: 0, failed: 1, skipped: 0 };
      note = `no report at ${step.report.file}`;
    } else if (read.passed + read.failed === 0) {
      counts = { ...read, failed: 1 };
      note = 'the runner ran no test';
    } else {
      counts = read;
      // A runner can exit non-zero with every test green (a crash after the
      // run, an unhandled error): that is a failure too.
      if (exitCode !== 0 && read.failed === 0) {
        counts = { ...read, failed: 1 };
        note = `exit code ${exitCode} with no failed test`;
      }
    }
  } else {
    counts =
      exitCode === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
    if (exitCode !== 0) note = `exit code ${exitCode}`;
  }
  return { name: step.name, counts, seconds, note, failures, retried };
}

/** `--engine <name>` (repeatable): only the build and that engine's browser steps. */
function chosenEngines(): Engine[] | null {
  const { values } = parseArgs({ options: { engine: { type: 'string', multiple: true } } });
  if (!values.engine) return null;
  for (const name of values.engine) {
    if (!isEngine(name)) {
      throw new Error(
        `npm test: --engine ${name} is not an engine; expected one of ${engines.join(', ')}`,
      );
    }
  }
  return values.engine.filter(isEngine);
}

async function main(): Promise<number> {
  const only = chosenEngines();
  const chosenSteps = only ? stepsForEngines(steps(reportsDir), only) : steps(reportsDir);
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });

  const outcomes = new Map<Step, Outcome>();
  let sideLane = Promise.resolve();
  for (const step of chosenSteps) {
    if (step.beside) {
      sideLane = sideLane.then(async () => {
        const held: Buffer[] = [];
        const outcome = await runStep(step, held);
        console.log(`${heading(step)}  (beside the steps after it)`);
        process.stdout.write(Buffer.concat(held));
        console.log(`━━ end of ${step.name}\n`);
        outcomes.set(step, outcome);
      });
    } else {
      console.log(heading(step));
      outcomes.set(step, await runStep(step));
    }
  }
  await sideLane;

  console.log('\n━━ summary');
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const ordered = chosenSteps.flatMap((step) => outcomes.get(step) ?? []);
  for (const { name, counts, seconds, note } of ordered) {
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    const status = counts.failed > 0 ? 'FAIL' : 'ok  ';
    console.log(
      `${status} ${name.padEnd(26)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed ${String(counts.skipped).padStart(3)} skipped  ${seconds.toFixed(1).padStart(6)} s${note ? `  (${note})` : ''}`,
    );
  }
  const retried = ordered.flatMap(({ name, retried }) =>
    retried.map((test) => `  ${name}: ${test}`),
  );
  if (retried.length > 0) {
    console.log('\n━━ passed only on a retry (flaky: look into them)');
    for (const line of retried) console.log(line);
  }
  const failures = ordered.flatMap(({ name, failures }) =>
    failures.map((failure) => `  ${name}: ${failure}`),
  );
  if (failures.length > 0) {
    console.log('\n━━ failed');
    for (const line of failures.slice(0, listedFailures)) console.log(line);
    if (failures.length > listedFailures)
      console.log(`  … and ${failures.length - listedFailures} more (reports/*.json)`);
  }
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
  return total.failed > 0 ? 1 : 0;
}

process.exitCode = await main();
