import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCounts } from '../../../scripts/test-report.ts';

function reportFile(content: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'report.json');
  writeFileSync(file, content);
  return file;
}

describe('readCounts (the numbers behind the closing line of npm test)', () => {
  it('reads a vitest report', () => {
    const file = reportFile(
      JSON.stringify({
        numPassedTests: 12,
        numFailedTests: 2,
        numPendingTests: 1,
        numTodoTests: 1,
        testResults: [{ status: 'failed', assertionResults: [{ status: 'failed' }] }],
      }),
    );
    expect(readCounts('vitest', file)).toEqual({ passed: 12, failed: 2, skipped: 2 });
  });

  it('counts a vitest file that crashed before its tests as a failure', () => {
    const file = reportFile(
      JSON.stringify({
        numPassedTests: 3,
        numFailedTests: 0,
        testResults: [
          { status: 'passed', assertionResults: [{}, {}, {}] },
          { status: 'failed', assertionResults: [] },
        ],
      }),
    );
    expect(readCounts('vitest', file)).toEqual({ passed: 3, failed: 1, skipped: 0 });
  });

  it('reads a playwright report, counting flaky tests as passed', () => {
    const file = reportFile(
      JSON.stringify({ stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 } }),
    );
    expect(readCounts('playwright', file)).toEqual({ passed: 6, failed: 1, skipped: 2 });
  });

  it('returns null for a missing or unreadable report', () => {
    expect(readCounts('vitest', join(tmpdir(), 'no-such-report.json'))).toBeNull();
    expect(readCounts('vitest', reportFile('{ not json'))).toBeNull();
  });
});

describe('the @web/test-runner counts reporter', () => {
  it('counts nested tests, and a file that broke outside its tests as one failure', async () => {
    const { countsReporter } = await import('../../support/wtr-counts-reporter.mjs');
    const outputFile = join(mkdtempSync(join(tmpdir(), 'wtr-')), 'counts.json');
    interface Suite {
      tests: { passed?: boolean; skipped?: boolean }[];
      suites: Suite[];
    }
    const suite = (tests: Suite['tests'], suites: Suite[] = []): Suite => ({ tests, suites });
    countsReporter({ outputFile }).onTestRunFinished({
      sessions: [
        {
          passed: true,
          testResults: suite(
            [{ passed: true }, { passed: false }],
            [suite([{ passed: true }, { skipped: true }])],
          ),
        },
        { passed: false, errors: [{ message: 'syntax error' }], testResults: suite([]) },
        { passed: false, errors: [] },
      ],
    });
    expect(readCounts('counts', outputFile)).toEqual({ passed: 2, failed: 3, skipped: 1 });
  });
});
