import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCounts, readRetried } from '../../../scripts/test-report.ts';

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
        testResults: [
          {
            name: join(process.cwd(), 'tests/unit/a.test.ts'),
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'a works' },
              { status: 'failed', fullName: 'a › breaks' },
            ],
          },
        ],
      }),
    );
    expect(readCounts('vitest', file)).toEqual({
      passed: 12,
      failed: 2,
      skipped: 2,
      failures: ['tests/unit/a.test.ts › a › breaks'],
    });
  });

  it('counts a vitest file that crashed before its tests as a failure', () => {
    const file = reportFile(
      JSON.stringify({
        numPassedTests: 3,
        numFailedTests: 0,
        testResults: [
          { status: 'passed', assertionResults: [{}, {}, {}] },
          {
            name: join(process.cwd(), 'tests/unit/b.test.ts'),
            status: 'failed',
            message: 'Failed to load\nstack',
            assertionResults: [],
          },
        ],
      }),
    );
    expect(readCounts('vitest', file)).toEqual({
      passed: 3,
      failed: 1,
      skipped: 0,
      failures: ['tests/unit/b.test.ts: Failed to load'],
    });
  });

  it('reads a playwright report, counting flaky tests as passed', () => {
    const file = reportFile(
      JSON.stringify({
        stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 },
        suites: [
          {
            title: 'menu.spec.ts',
            file: 'menu.spec.ts',
            specs: [{ title: 'top', file: 'menu.spec.ts', tests: [{ status: 'flaky' }] }],
            suites: [
              {
                title: 'the drawer',
                file: 'menu.spec.ts',
                specs: [
                  {
                    title: 'opens',
                    file: 'menu.spec.ts',
                    tests: [{ status: 'unexpected', projectName: 'chromium' }],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(readCounts('playwright', file)).toEqual({
      passed: 6,
      failed: 1,
      skipped: 2,
      failures: ['menu.spec.ts › the drawer › opens [chromium]'],
    });
  });

  it('returns null for a missing or unreadable report', () => {
    expect(readCounts('vitest', join(tmpdir(), 'no-such-report.json'))).toBeNull();
    expect(readCounts('vitest', reportFile('{ not json'))).toBeNull();
  });
});

describe('readRetried (the tests that passed only on a retry)', () => {
  it('reads their names, and nothing from a runner that wrote no such report', () => {
    const file = reportFile(
      JSON.stringify({ retried: ['a.smoke.ts › opens (passed on retry 1)'] }),
    );
    expect(readRetried(file)).toEqual(['a.smoke.ts › opens (passed on retry 1)']);
    expect(readRetried(join(tmpdir(), 'no-such-report.json'))).toEqual([]);
  });
});

describe('the @web/test-runner counts reporter', () => {
  it('counts nested tests, and a file that broke outside its tests as one failure', async () => {
    const { countsReporter } = await import('../../support/wtr-counts-reporter.mjs');
    const outputFile = join(mkdtempSync(join(tmpdir(), 'wtr-')), 'counts.json');
    interface Suite {
      name: string;
      tests: { name: string; passed?: boolean; skipped?: boolean }[];
      suites: Suite[];
    }
    const suite = (name: string, tests: Suite['tests'], suites: Suite[] = []): Suite => ({
      name,
      tests,
      suites,
    });
    countsReporter({ outputFile }).onTestRunFinished({
      sessions: [
        {
          passed: true,
          testFile: join(process.cwd(), 'tests/elements/a.test.html'),
          group: { name: 'default' },
          testResults: suite(
            '',
            [
              { name: 'renders', passed: true },
              { name: 'opens', passed: false },
            ],
            [
              suite('drawer', [
                { name: 'closes', passed: true },
                { name: 'later', skipped: true },
              ]),
            ],
          ),
        },
        {
          passed: false,
          testFile: join(process.cwd(), 'tests/elements/b.test.html'),
          group: { name: 'isolation' },
          errors: [{ message: 'syntax error' }],
          testResults: suite('', []),
        },
        { passed: false, errors: [] },
      ],
    });
    expect(readCounts('counts', outputFile)).toEqual({
      passed: 2,
      failed: 3,
      skipped: 1,
      failures: [
        'tests/elements/a.test.html (default) › opens',
        'tests/elements/b.test.html (isolation): syntax error',
        '(unknown file) (): no test results',
      ],
    });
  });
});
