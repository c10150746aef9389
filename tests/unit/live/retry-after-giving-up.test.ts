import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryAfterGivingUp, slowRetryMs } from '../../../src/live/retry-after-giving-up.ts';
import { fakeDocument } from '../support/fake-tabs.ts';

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  vi.useFakeTimers();
  const retry = vi.fn();
  const win = new EventTarget();
  const doc = fakeDocument(false);
  const stop = retryAfterGivingUp(retry, {
    random: () => 0.5,
    window: win as unknown as Window,
    document: doc,
  });
  return { retry, win, doc, stop };
}

describe('retryAfterGivingUp', () => {
  it('tries again when the browser goes online, once', () => {
    const { retry, win } = setup();
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(10 * slowRetryMs);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries again when the page becomes visible, not when it is hidden', () => {
    const { retry, doc } = setup();
    doc.setVisible(false);
    expect(retry).not.toHaveBeenCalled();
    doc.setVisible(true);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries again on the slow timer plus the specification’s random 200–5000 ms', () => {
    const { retry } = setup();
    vi.advanceTimersByTime(slowRetryMs + 2599);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does nothing after its cleanup', () => {
    const { retry, win, stop } = setup();
    stop();
    win.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(10 * slowRetryMs);
    expect(retry).not.toHaveBeenCalled();
  });
});
