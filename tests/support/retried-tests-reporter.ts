// A vitest reporter for the cross-engine smokes, which retry a failed test
// once (a real browser on a busy two-core machine now and then misses a
// beat). A retry must not hide a test that is flaky: this reporter writes the
// tests that passed only on a retry, with the first error they met, to the
// JSON file named by RETRIED_REPORT, and `npm test` prints them above its
// closing line.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export default class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic || diagnostic.retryCount === 0 || testCase.result().state !== 'passed') return;
    const file = relative(process.cwd(), testCase.module.moduleId);
    const firstError = testCase.result().errors?.[0]?.message.split('\n')[0] ?? 'no error kept';
    this.retried.push(
      `${file} › ${testCase.fullName} (passed on retry ${diagnostic.retryCount}; first: ${firstError})`,
    );
  }

  onTestRunEnd(): void {
    const file = process.env['RETRIED_REPORT'];
    if (file) writeFileSync(file, JSON.stringify({ retried: this.retried }));
  }
}
