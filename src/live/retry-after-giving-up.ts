import { reconnectDelay, type RandomSource } from './notifications/reconnect-policy.ts';

/**
 * After the specification's three retries are spent, try again on the slow
 * timer: once a minute, plus the specification's random 200–5000 ms so that
 * many clients do not come back at the same moment.
 */
export const slowRetryMs = 60_000;

export interface RetryAfterGivingUpOptions {
  random?: RandomSource;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Calls `retry` once, at the first of: the browser going online, the page
 * becoming visible, or the slow timer. Returns the cleanup (nothing runs after it).
 */
export function retryAfterGivingUp(
  retry: () => void,
  options: RetryAfterGivingUpOptions = {},
): () => void {
  const win = options.window ?? globalThis.window;
  const doc = options.document ?? globalThis.document;
  const random = options.random ?? Math.random;
  let done = false;
  const fire = () => {
    if (done) return;
    stop();
    retry();
  };
  const visible = () => {
    if (doc.visibilityState === 'visible') fire();
  };
  const timer = setTimeout(fire, slowRetryMs + reconnectDelay(random));
  win?.addEventListener('online', fire);
  doc?.addEventListener('visibilitychange', visible);
  function stop() {
    done = true;
    clearTimeout(timer);
    win?.removeEventListener('online', fire);
    doc?.removeEventListener('visibilitychange', visible);
  }
  return stop;
}
