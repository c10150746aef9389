// What the fixture pages' own scripts leave on their window
// (fixtures/record-*.js, load-bundle-later.js, server-rendered.test.html).
export interface FixtureWindow extends Window {
  /** Content-Security-Policy violations, as text. */
  cspViolations?: string[];
  /** Resolves once the page has loaded the bundle. */
  bundleLoaded?: Promise<void>;
  /** The layout shift scored from boxes across frames. */
  boxShift?: number;
  /** The layout-shift observer's score; null where the engine has none. */
  layoutShift?: number | null;
  /** Console errors and warnings, uncaught errors and rejections, from the first byte on. */
  consoleProblems?: string[];
}

/** The current window, with what its fixture scripts recorded. */
export const fixtureWindow = window as FixtureWindow;
