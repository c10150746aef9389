interface TestResult {
  passed?: boolean;
  skipped?: boolean;
}
interface Suite {
  tests: TestResult[];
  suites: Suite[];
}
interface Session {
  passed: boolean;
  errors?: { message: string }[];
  testResults?: Suite;
}
export function countsReporter(options: { outputFile: string }): {
  onTestRunFinished(args: { sessions: Session[] }): void;
};
