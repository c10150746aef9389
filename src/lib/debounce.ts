// Debounce, shared by the shell's popups (scroll repositioning) and the live layer (hover refetch).
export interface DebounceOptions {
  /** Run on the first call of a burst too, not only after it. */
  leading?: boolean;
  /** Run at least this often while calls keep coming. */
  maxWaitMs?: number;
}

export interface Debounced {
  (): void;
  /** Drops a pending call. */
  cancel(): void;
}

/**
 * Lodash-style debounce without arguments. A burst is a run of calls with
 * less than `waitMs` between them. `run` happens `waitMs` after the last call
 * of a burst (if a call is still unrun), at the first call when `leading`, and
 * while the burst goes on, no later than `maxWaitMs` after the previous run
 * (or after the first unrun call). A burst of one call with `leading` runs
 * once, not twice.
 */
export function debounce(
  run: () => void,
  waitMs: number,
  options: DebounceOptions = {},
): Debounced {
  const { leading = false, maxWaitMs } = options;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  let lastRunAt: number | undefined;

  const invoke = () => {
    pending = false;
    lastRunAt = Date.now();
    run();
  };

  const endBurst = () => {
    waitTimer = undefined;
    clearTimeout(maxTimer);
    maxTimer = undefined;
    lastRunAt = undefined;
    if (pending) invoke();
  };

  const maxWaitReached = () => {
    maxTimer = undefined;
    if (pending) invoke();
  };

  const debounced = () => {
    const burstStarts = waitTimer === undefined;
    clearTimeout(waitTimer);
    waitTimer = setTimeout(endBurst, waitMs);
    if (burstStarts && leading) {
      invoke();
      return;
    }
    pending = true;
    if (maxWaitMs !== undefined && maxTimer === undefined) {
      const sinceRun = lastRunAt === undefined ? 0 : Date.now() - lastRunAt;
      maxTimer = setTimeout(maxWaitReached, Math.max(maxWaitMs - sinceRun, 0));
    }
  };
  debounced.cancel = () => {
    clearTimeout(waitTimer);
    clearTimeout(maxTimer);
    waitTimer = undefined;
    maxTimer = undefined;
    pending = false;
    lastRunAt = undefined;
  };
  return debounced;
}
