import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createReconnectPolicy,
  reconnectDelay,
} from '../../../../src/live/notifications/reconnect-policy.ts';

describe('the reconnect policy (spec §8, §9)', () => {
  it('waits a random 200 to 5000 ms, driven by the injected random source', () => {
    expect(reconnectDelay(() => 0)).toBe(200);
    expect(reconnectDelay(() => 0.5)).toBe(2600);
    expect(reconnectDelay(() => 0.999_999_9)).toBe(5000);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (unit) => {
        const delay = reconnectDelay(() => unit);
        expect(delay).toBeGreaterThanOrEqual(200);
        expect(delay).toBeLessThanOrEqual(5000);
      }),
    );
  });

  it('always reconnects after a close of an open socket', () => {
    const policy = createReconnectPolicy(() => 0.25);
    for (let round = 0; round < 10; round += 1) {
      policy.opened();
      expect(policy.ended(true)).toEqual({ retry: true, delayMs: 1400 });
    }
  });

  it('retries a failed connection at most 3 times in a row', () => {
    const policy = createReconnectPolicy(() => 0);
    expect(policy.ended(false)).toEqual({ retry: true, delayMs: 200 });
    expect(policy.ended(false)).toEqual({ retry: true, delayMs: 200 });
    expect(policy.ended(false)).toEqual({ retry: true, delayMs: 200 });
    expect(policy.ended(false)).toEqual({ retry: false });
  });

  it('forgives earlier failures once a connection opens', () => {
    const policy = createReconnectPolicy(() => 0);
    policy.ended(false);
    policy.ended(false);
    policy.opened();
    policy.ended(true);
    expect(policy.ended(false).retry).toBe(true);
    expect(policy.ended(false).retry).toBe(true);
    expect(policy.ended(false).retry).toBe(true);
    expect(policy.ended(false).retry).toBe(false);
  });
});
