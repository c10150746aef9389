// The websocket's reconnect rules (spec §8, §9): after a close, reconnect
// after a random 200-5000 ms; after a failed connection, retry at most 3
// times.

export const reconnectDelayMinMs = 200;
export const reconnectDelayMaxMs = 5000;
export const maxRetriesAfterFailure = 3;

/** A number in [0, 1), like Math.random; injectable so tests can pin the delays. */
export type RandomSource = () => number;

/** A random delay in [200, 5000] ms. */
export function reconnectDelay(random: RandomSource): number {
  const unit = Math.min(Math.max(random(), 0), 1);
  return Math.round(reconnectDelayMinMs + unit * (reconnectDelayMaxMs - reconnectDelayMinMs));
}

/** What to do after a socket ended: wait `delayMs` and connect again, or give up. */
export type ReconnectDecision = { retry: true; delayMs: number } | { retry: false };

export interface ReconnectPolicy {
  /** The socket opened: failures so far are forgiven. */
  opened(): void;
  /**
   * The socket ended. `wasOpen`: it had opened (a close or drop), so reconnect
   * after a random delay. Otherwise the connection failed (auth refused,
   * missing url, socket error before open): retry while fewer than 3 retries
   * have failed in a row.
   */
  ended(wasOpen: boolean): ReconnectDecision;
}

export function createReconnectPolicy(random: RandomSource = Math.random): ReconnectPolicy {
  let failedRetries = 0;
  return {
    opened() {
      failedRetries = 0;
    },
    ended(wasOpen) {
      if (wasOpen) {
        failedRetries = 0;
        return { retry: true, delayMs: reconnectDelay(random) };
      }
      if (failedRetries >= maxRetriesAfterFailure) return { retry: false };
      failedRetries += 1;
      return { retry: true, delayMs: reconnectDelay(random) };
    },
  };
}
