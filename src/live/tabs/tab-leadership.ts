/** The part of the Web Locks API (`navigator.locks`) the tabs use (a fake in unit tests). */
export interface LocksLike {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<unknown>,
  ): Promise<unknown>;
}

/**
 * Waits for the exclusive lock `name` and, once this tab holds it, runs
 * `lead`, whose cleanup runs when the returned cleanup is called (the lock is
 * then released). The browser releases the lock of a tab that closes or
 * crashes, so the next waiting tab leads at once.
 */
export function holdLeadership(locks: LocksLike, name: string, lead: () => () => void): () => void {
  const abort = new AbortController();
  let release: (() => void) | undefined;
  locks
    .request(name, { signal: abort.signal }, () => {
      if (abort.signal.aborted) return Promise.resolve();
      const stopLeading = lead();
      return new Promise<void>((resolve) => {
        release = () => {
          stopLeading();
          resolve();
        };
      });
    })
    // Aborted while waiting: this tab never led.
    .catch(() => {});
  return () => {
    abort.abort();
    release?.();
    release = undefined;
  };
}
