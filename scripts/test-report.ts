// Reads the JSON report of a test runner into pass/fail/skip counts.
// Returns null when the report is missing or unreadable.

import { readFileSync } from 'node:fs';

export type ReportKind = 'vitest' | 'playwright' | 'counts';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
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

function filesFailedWithoutTests(report: object): number {
  const files = (report as { testResults?: unknown }).testResults;
  if (!Array.isArray(files)) return 0;
  return files.filter((file: { status?: unknown; assertionResults?: unknown }) => {
    const results = file.assertionResults;
    return file.status === 'failed' && (!Array.isArray(results) || results.length === 0);
  }).length;
}

export function readCounts(kind: ReportKind, file: string): Counts | null {
  const report = readJson(file);
  if (typeof report !== 'object' || report === null) return null;
  switch (kind) {
    case 'vitest':
      // Jest-compatible report. A test file that failed before running any
      // test (an import error, a syntax error) has no assertion results: it
      // counts as one failure of its own.
      return {
        passed: numberAt(report, 'numPassedTests'),
        failed: numberAt(report, 'numFailedTests') + filesFailedWithoutTests(report),
        skipped: numberAt(report, 'numPendingTests') + numberAt(report, 'numTodoTests'),
      };
    case 'counts':
      // Written by tests/support/wtr-counts-reporter.mjs.
      return {
        passed: numberAt(report, 'passed'),
        failed: numberAt(report, 'failed'),
        skipped: numberAt(report, 'skipped'),
      };
    case 'playwright':
      return {
        passed: numberAt(report, 'stats', 'expected') + numberAt(report, 'stats', 'flaky'),
        failed: numberAt(report, 'stats', 'unexpected'),
        skipped: numberAt(report, 'stats', 'skipped'),
      };
  }
}
