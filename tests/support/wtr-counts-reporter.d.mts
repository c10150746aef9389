interface TestResult {
  name: string;
  passed?: boolean;
  skipped?: boolean;
}
interface Suite {
  name: string;
  tests: TestResult[];
  suites: Suite[];
}
interface Session {
  passed: boolean;
  testFile?: string;
  group?: { name: string };
  browser?: { name: string };
  errors?: { message: string }[];
  testResults?: Suite;
}
export function countsReporter(options: { outputFile: string }): {
  onTestRunFinished(args: { sessions: Session[] }): void;
};
