import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '../../../src/lib/debounce.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// The hover refetch of spec §9: debounce 1000 ms, maximum wait 1500 ms, leading call allowed.
const hover = (run: () => void) => debounce(run, 1000, { leading: true, maxWaitMs: 1500 });

describe('debounce with leading call and maximum wait', () => {
  it('runs at once on the first call, and once only for a single call', () => {
    const run = vi.fn();
    const debounced = hover(run);
    debounced();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs again 1000 ms after the last call of a burst', () => {
    const run = vi.fn();
    const debounced = hover(run);
    debounced(); // t=0, leading
    vi.advanceTimersByTime(300);
    debounced(); // t=300
    vi.advanceTimersByTime(999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1); // t=1300
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at least every 1500 ms while calls keep coming', () => {
    const run = vi.fn();
    const debounced = hover(run);
    const times: number[] = [];
    run.mockImplementation(() => times.push(Date.now() - start));
    const start = Date.now();
    for (let t = 0; t <= 4000; t += 200) {
      debounced();
      vi.advanceTimersByTime(200);
    }
    vi.advanceTimersByTime(2000);
    expect(times[0]).toBe(0);
    for (let index = 1; index < times.length; index += 1) {
      expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBeLessThanOrEqual(1500);
    }
    // Not one run per call: 21 calls, a handful of runs.
    expect(times.length).toBeLessThanOrEqual(5);
  });

  it('starts a new burst with a leading call after a quiet second', () => {
    const run = vi.fn();
    const debounced = hover(run);
    debounced();
    vi.advanceTimersByTime(1000);
    debounced();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending call', () => {
    const run = vi.fn();
    const debounced = hover(run);
    debounced();
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
