// The three browser engines the tests run in, and how a run picks one.
// `ENGINE=firefox npx web-test-runner` (or `npm test -- --engine firefox`)
// runs one engine; see README.md, "What `npm test` runs".

export const engines = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof engines)[number];

export function isEngine(value: unknown): value is Engine {
  return typeof value === 'string' && (engines as readonly string[]).includes(value);
}

/** The engine named by `ENGINE`, Chromium when unset; an unknown name is an error. */
export function engineFromEnv(env: NodeJS.ProcessEnv = process.env): Engine {
  const value = env['ENGINE'] ?? 'chromium';
  if (!isEngine(value)) {
    throw new Error(`ENGINE="${value}" is not an engine; expected one of ${engines.join(', ')}`);
  }
  return value;
}
