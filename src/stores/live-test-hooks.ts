/**
 * What an end-to-end test may set before the page loads (Playwright's
 * `addInitScript`), documented in src/live/README.md: `hiddenCloseMs`
 * shortens the 5 minutes after which the sockets of hidden tabs close;
 * `fastRetries` pins the random reconnect delay to its 200 ms minimum.
 * Nothing else reads `siteLiveTestHooks`; a page without it keeps the defaults.
 */
export interface LiveTestHooks {
  hiddenCloseMs?: number;
  fastRetries?: boolean;
}

export function liveTestHooks(): LiveTestHooks {
  const hooks = (globalThis as { siteLiveTestHooks?: unknown }).siteLiveTestHooks;
  if (typeof hooks !== 'object' || hooks === null) return {};
  const { hiddenCloseMs, fastRetries } = hooks as Record<string, unknown>;
  return {
    ...(typeof hiddenCloseMs === 'number' && hiddenCloseMs >= 0 ? { hiddenCloseMs } : {}),
    ...(fastRetries === true ? { fastRetries } : {}),
  };
}
