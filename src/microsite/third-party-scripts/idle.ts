import { idleDeadlineBudgetMs, idleFallbackDelayMs } from '../constants.ts';

// requestIdleCallback, or where a browser lacks it, a 1 ms timer whose
// deadline reports the time left of a 50 ms idle period (spec §9).

export interface IdleDeadlineLike {
  didTimeout: boolean;
  timeRemaining(): number;
}

export type RequestIdle = (callback: (deadline: IdleDeadlineLike) => void) => void;

export interface IdleEnvironment {
  requestIdleCallback?: ((callback: IdleRequestCallback) => number) | undefined;
  setTimeout: (callback: () => void, ms: number) => unknown;
  now: () => number;
}

export function idleScheduler(environment: IdleEnvironment): RequestIdle {
  const native = environment.requestIdleCallback;
  if (native) return (callback) => void native(callback);
  return (callback) => {
    const start = environment.now();
    environment.setTimeout(
      () =>
        callback({
          didTimeout: false,
          timeRemaining: () => Math.max(0, idleDeadlineBudgetMs - (environment.now() - start)),
        }),
      idleFallbackDelayMs,
    );
  };
}
