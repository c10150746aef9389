// A @web/test-runner reporter that writes { passed, failed, skipped, failures }
// to a JSON file for the closing lines of `npm test` (failures: the names of
// the failed tests, so that a CI log's tail says which). A test file that
// failed to load (no test results, or errors outside tests) counts as one
// failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

function count(suite, counts, where) {
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else {
      counts.failed += 1;
      counts.failures.push(`${where} › ${test.name}`);
    }
  }
  for (const child of suite.suites)
    count(child, counts, child.name ? `${where} › ${child.name}` : where);
}

export function countsReporter({ outputFile }) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        const file = session.testFile
          ? relative(process.cwd(), session.testFile)
          : '(unknown file)';
        const where = `${file} (${session.group?.name ?? session.browser?.name ?? ''})`;
        if (session.testResults) count(session.testResults, counts, where);
        const brokeOutsideTests = !session.passed && (session.errors?.length ?? 0) > 0;
        if (!session.testResults || brokeOutsideTests) {
          counts.failed += 1;
          counts.failures.push(`${where}: ${session.errors?.[0]?.message ?? 'no test results'}`);
        }
      }
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, JSON.stringify(counts));
    },
  };
}
