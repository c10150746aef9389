// Reads the JSON report of a test runner into pass/fail/skip counts and the
// names of the failed tests. Returns null when the report is missing or
// unreadable.

import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

export type ReportKind = 'vitest' | 'playwright' | 'counts';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface ReportOutcome extends Counts {
  /** Each failed test, `file › name`, for the closing lines of a (CI) log. */
  failures: string[];
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function numberAt(value: unknown, ...path: string[]): number {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return 0;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'number' ? current : 0;
}

interface VitestFile {
  name?: string;
  status?: string;
  message?: string;
  assertionResults?: { status?: string; fullName?: string }[];
}

function vitestFiles(report: object): VitestFile[] {
  const files = (report as { testResults?: unknown }).testResults;
  return Array.isArray(files) ? (files as VitestFile[]) : [];
}

function relativeName(file: string | undefined): string {
  return file ? relative(process.cwd(), file) : '(unknown file)';
}

/** A test file that failed before running any test (an import error, a syntax error). */
function failedBeforeAnyTest(file: VitestFile): boolean {
  return file.status === 'failed' && (file.assertionResults ?? []).length === 0;
}

/** A failed test's name, or a file that failed before running any test, with its message. */
function vitestFailures(report: object): string[] {
  return vitestFiles(report).flatMap((file) => {
    if (failedBeforeAnyTest(file))
      return [`${relativeName(file.name)}: ${firstLine(file.message)}`];
    return (file.assertionResults ?? [])
      .filter((result) => result.status === 'failed')
      .map((result) => `${relativeName(file.name)} › ${result.fullName ?? '(unnamed)'}`);
  });
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title?: string; file?: string; tests?: { status?: string; projectName?: string }[] }[];
}

/** Playwright's `unexpected` tests, by file and title path. */
function playwrightFailures(report: object): string[] {
  const failures: string[] = [];
  // The top-level suites are the files (named by `file`); nested ones are describe blocks.
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected')
          failures.push(
            `${spec.file ?? suite.file ?? ''} › ${[...path, spec.title ?? ''].join(' › ')}${test.projectName ? ` [${test.projectName}]` : ''}`,
          );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title ?? '']);
  };
  const suites = (report as { suites?: unknown }).suites;
  if (Array.isArray(suites)) for (const suite of suites as PlaywrightSuite[]) walk(suite, []);
  return failures;
}

function firstLine(text: string | undefined): string {
  return (text ?? '').trim().split('\n')[0] ?? '';
}

function stringsAt(value: unknown, key: string): string[] {
  const list = (value as Record<string, unknown>)[key];
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

export function readCounts(kind: ReportKind, file: string): ReportOutcome | null {
  const report = readJson(file);
  if (typeof report !== 'object' || report === null) return null;
  switch (kind) {
    case 'vitest':
      // Jest-compatible report. A test file that failed before running any
      // test (an import error, a syntax error) has no assertion results: it
      // counts as one failure of its own.
      return {
        passed: numberAt(report, 'numPassedTests'),
        failed:
          numberAt(report, 'numFailedTests') +
          vitestFiles(report).filter(failedBeforeAnyTest).length,
        skipped: numberAt(report, 'numPendingTests') + numberAt(report, 'numTodoTests'),
        failures: vitestFailures(report),
      };
    case 'counts':
      // Written by tests/support/wtr-counts-reporter.mjs.
      return {
        passed: numberAt(report, 'passed'),
        failed: numberAt(report, 'failed'),
        skipped: numberAt(report, 'skipped'),
        failures: stringsAt(report, 'failures'),
      };
    case 'playwright':
      return {
        passed: numberAt(report, 'stats', 'expected') + numberAt(report, 'stats', 'flaky'),
        failed: numberAt(report, 'stats', 'unexpected'),
        skipped: numberAt(report, 'stats', 'skipped'),
        failures: playwrightFailures(report),
      };
  }
}

/** The tests a runner passed only on a retry (empty when it wrote no such report). */
export function readRetried(file: string): string[] {
  return stringsAt(readJson(file) ?? {}, 'retried');
}
