import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createTooltipStore } from '../../../src/stores/tooltip.ts';

// spec §4: a tooltip activates after 200 ms of hover or on focus, deactivates
// after 200 ms of leaving or on blur, and closes on Escape.

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('tooltip timing', () => {
  test('shows 200 ms after the pointer enters, not before', () => {
    const tooltip = createTooltipStore();
    tooltip.pointerEnter();
    vi.advanceTimersByTime(199);
    expect(tooltip.$visible.get()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tooltip.$visible.get()).toBe(true);
  });

  test('hides 200 ms after the pointer leaves, not before', () => {
    const tooltip = createTooltipStore();
    tooltip.focus();
    tooltip.pointerLeave();
    vi.advanceTimersByTime(199);
    expect(tooltip.$visible.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tooltip.$visible.get()).toBe(false);
  });

  test('a pointer that leaves within 200 ms never shows it', () => {
    const tooltip = createTooltipStore();
    tooltip.pointerEnter();
    vi.advanceTimersByTime(150);
    tooltip.pointerLeave();
    vi.advanceTimersByTime(1000);
    expect(tooltip.$visible.get()).toBe(false);
  });

  test('coming back within 200 ms keeps it open (the tooltip itself can be hovered)', () => {
    const tooltip = createTooltipStore();
    tooltip.pointerEnter();
    vi.advanceTimersByTime(200);
    tooltip.pointerLeave();
    vi.advanceTimersByTime(150);
    tooltip.pointerEnter();
    vi.advanceTimersByTime(1000);
    expect(tooltip.$visible.get()).toBe(true);
  });

  test('focus shows at once and blur hides at once', () => {
    const tooltip = createTooltipStore();
    tooltip.focus();
    expect(tooltip.$visible.get()).toBe(true);
    tooltip.blur();
    expect(tooltip.$visible.get()).toBe(false);
  });

  test('focus during a pending show shows at once and drops the timer', () => {
    const tooltip = createTooltipStore();
    tooltip.pointerEnter();
    tooltip.focus();
    expect(tooltip.$visible.get()).toBe(true);
    tooltip.blur();
    vi.advanceTimersByTime(1000);
    expect(tooltip.$visible.get()).toBe(false);
  });

  test('Escape hides at once, also while a show is pending', () => {
    const tooltip = createTooltipStore();
    tooltip.focus();
    tooltip.dismiss();
    expect(tooltip.$visible.get()).toBe(false);
    tooltip.pointerEnter();
    tooltip.dismiss();
    vi.advanceTimersByTime(1000);
    expect(tooltip.$visible.get()).toBe(false);
  });

  test('destroy cancels a pending change (nothing fires after unmount)', () => {
    const tooltip = createTooltipStore();
    tooltip.pointerEnter();
    tooltip.destroy();
    vi.advanceTimersByTime(1000);
    expect(tooltip.$visible.get()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
