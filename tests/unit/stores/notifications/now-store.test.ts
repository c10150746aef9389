import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $now, timeLabelRefreshMs } from '../../../../src/stores/notifications/now.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the shared clock of the time labels (spec §9: refresh every 10 s)', () => {
  it('ticks every 10 s with one timer for any number of labels, and stops when none is left', async () => {
    expect(timeLabelRefreshMs).toBe(10_000);
    const before = vi.getTimerCount();
    const seen: number[][] = [[], [], []];
    const stops = seen.map((values) => $now.listen((now) => values.push(now)));
    expect(vi.getTimerCount() - before).toBe(1);
    const start = $now.get();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(seen[0]).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.map((values) => values.length)).toEqual([1, 1, 1]);
    expect(seen[0]?.[0]).toBe(start + 10_000);
    for (const stop of stops) stop();
    await vi.advanceTimersByTimeAsync(1_000); // nanostores unmounts 1 s after the last listener
    expect(vi.getTimerCount()).toBe(before);
  });
});
