// A @web/test-runner reporter that writes { passed, failed, skipped } to a
// JSON file for the closing line of `npm test`. A test file that failed to
// load (no test results, or errors outside tests) counts as one failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

function count(suite, counts) {
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites) count(child, counts);
}

export function countsReporter({ outputFile }) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, counts);
        const brokeOutsideTests = !session.passed && (session.errors?.length ?? 0) > 0;
        if (!session.testResults || brokeOutsideTests) counts.failed += 1;
      }
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, JSON.stringify(counts));
    },
  };
}
