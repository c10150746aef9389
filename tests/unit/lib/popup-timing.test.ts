import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { debounce } from '../../../src/lib/debounce.ts';
import { onScrollDebounced } from '../../../src/islands/popup/on-scroll-debounced.ts';
import {
  hoverCardAnimationMs,
  hoverCardTransitionMs,
  popupViewportMarginPx,
  popupZIndex,
  scrollRepositionDebounceMs,
  tooltipHideDelayMs,
  tooltipShowDelayMs,
} from '../../../src/lib/popup-timing.ts';

// spec §9 constants, and the CSS tokens that must say the same.

const tokens = readFileSync(
  new URL('../../../src/islands/styles/tokens.css', import.meta.url),
  'utf8',
);

function token(name: string): string | undefined {
  return new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();
}

describe('popup constants of spec §4 and §9', () => {
  test('have the specified values', () => {
    expect(tooltipShowDelayMs).toBe(200);
    expect(tooltipHideDelayMs).toBe(200);
    expect(hoverCardTransitionMs).toBe(200);
    expect(hoverCardAnimationMs).toBe(300);
    expect(popupViewportMarginPx).toBe(50);
    expect(popupZIndex).toBe(99);
    expect(scrollRepositionDebounceMs).toBe(50);
  });

  test('the CSS tokens match them, and the drawer is 260 px wide', () => {
    expect(token('site-z-popup')).toBe('99');
    expect(token('site-hover-card-transition')).toBe('200ms');
    expect(token('site-hover-card-animation')).toBe('300ms');
    expect(token('site-drawer-width')).toBe('260px');
  });
});

describe('scroll repositioning debounce (50 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('repositions once, 50 ms after the last scroll event', () => {
    const target = new EventTarget();
    const update = vi.fn();
    const stop = onScrollDebounced(target, update);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(30);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(30);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(49);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(1);
    stop();
  });

  test('cleanup removes the listener and drops a pending update', () => {
    const target = new EventTarget();
    const update = vi.fn();
    const stop = onScrollDebounced(target, update);
    target.dispatchEvent(new Event('scroll'));
    stop();
    vi.advanceTimersByTime(100);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    expect(update).not.toHaveBeenCalled();
  });

  test('debounce calls with the trailing edge only', () => {
    const run = vi.fn();
    const debounced = debounce(run, 50);
    debounced();
    debounced();
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledTimes(1);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
