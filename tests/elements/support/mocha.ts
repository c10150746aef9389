// Mocha's functions, typed. @web/test-runner-mocha defines them as globals
// when `runTests` starts; the project has no @types/mocha, and declaring them
// globally would give every vitest file an unimported `it`.

/** What `this` is inside a test or a hook. */
export interface MochaContext {
  skip(): never;
  timeout(ms: number): void;
}

type Body = (this: MochaContext) => void | Promise<void>;

interface MochaGlobals {
  describe(title: string, suite: () => void): void;
  it(title: string, test: Body): void;
  before(hook: Body): void;
  after(hook: Body): void;
  beforeEach(hook: Body): void;
  afterEach(hook: Body): void;
}

const mocha = () => globalThis as unknown as MochaGlobals;

export const describe = (title: string, suite: () => void) => mocha().describe(title, suite);
export const it = (title: string, test: Body) => mocha().it(title, test);
export const before = (hook: Body) => mocha().before(hook);
export const after = (hook: Body) => mocha().after(hook);
export const beforeEach = (hook: Body) => mocha().beforeEach(hook);
export const afterEach = (hook: Body) => mocha().afterEach(hook);
