import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTransitionTiming } from '../../../../src/microsite/router/transition-timing.ts';
import { createDelayedLoad } from '../../../../src/microsite/router/delayed-load-notice.ts';

// spec §2, §9: navigation to another page scrolls after 400 ms (the swap,
// where the router scrolls, waits for it); transitions exit and enter in
// 400 ms; a delayed-load notice after 1 s.

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) as unknown as number,
  clearTimeout: (id: number) => clearTimeout(id),
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the transition timing', () => {
  it('lets the swap (and its scroll) happen 400 ms after the start when the page loads fast', async () => {
    const timing = createTransitionTiming(timers);
    let swapped = false;
    const done = timing
      .exit(async () => {})
      .then(() => {
        swapped = true;
      });
    expect(timing.$phase.get()).toBe('exit');
    await vi.advanceTimersByTimeAsync(399);
    expect(swapped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(swapped).toBe(true);
  });

  it('waits for a page that takes longer than 400 ms', async () => {
    const timing = createTransitionTiming(timers);
    let swapped = false;
    const slowPage = new Promise<void>((resolve) => setTimeout(resolve, 900));
    void timing
      .exit(() => slowPage)
      .then(() => {
        swapped = true;
      });
    await vi.advanceTimersByTimeAsync(899);
    expect(swapped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(swapped).toBe(true);
  });

  it('enters for 400 ms, then is idle', () => {
    const timing = createTransitionTiming(timers);
    timing.enter();
    expect(timing.$phase.get()).toBe('enter');
    vi.advanceTimersByTime(399);
    expect(timing.$phase.get()).toBe('enter');
    vi.advanceTimersByTime(1);
    expect(timing.$phase.get()).toBe('idle');
  });

  it('returns to idle when the navigation is cancelled', () => {
    const timing = createTransitionTiming(timers);
    void timing.exit(async () => {});
    timing.reset();
    expect(timing.$phase.get()).toBe('idle');
  });
});

describe('the delayed-load notice', () => {
  it('shows after 1 s of loading and hides when loading ends', () => {
    const notice = createDelayedLoad(timers);
    notice.start();
    vi.advanceTimersByTime(999);
    expect(notice.$delayed.get()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(notice.$delayed.get()).toBe(true);
    notice.stop();
    expect(notice.$delayed.get()).toBe(false);
  });

  it('never shows for a navigation that ends within 1 s', () => {
    const notice = createDelayedLoad(timers);
    notice.start();
    vi.advanceTimersByTime(600);
    notice.stop();
    vi.advanceTimersByTime(5_000);
    expect(notice.$delayed.get()).toBe(false);
  });
});
