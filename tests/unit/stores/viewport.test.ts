import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { $breakpoint, currentBreakpoint } from '../../../src/stores/viewport.ts';
import { installFakeMedia, type FakeMedia } from './fake-media.ts';

let media: FakeMedia;

beforeEach(() => {
  vi.useFakeTimers();
  media = installFakeMedia(375);
});

afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
  media.restore();
});

describe('$breakpoint', () => {
  test('watches nothing until something listens (no work at import time)', () => {
    expect(media.listenerCount()).toBe(0);
    const stop = $breakpoint.listen(() => {});
    expect(media.listenerCount()).toBe(3);
    stop();
  });

  test('follows the viewport across every boundary of spec §9 while listened to', () => {
    const seen: (string | null)[] = [];
    const stop = $breakpoint.subscribe((value) => seen.push(value));
    expect($breakpoint.get()).toBe('small');
    media.setWidth(600);
    media.setWidth(899);
    media.setWidth(900);
    media.setWidth(1300);
    media.setWidth(1299);
    media.setWidth(599);
    expect(seen).toEqual(['small', 'medium', 'normal', 'large', 'normal', 'small']);
    stop();
  });

  test('removes its media listeners after the last listener leaves', () => {
    const stop = $breakpoint.listen(() => {});
    expect(media.listenerCount()).toBe(3);
    stop();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    expect(media.listenerCount()).toBe(0);
    expect($breakpoint.value).toBe(null);
  });

  test('currentBreakpoint reads the viewport also when nothing listens', () => {
    media.setWidth(1024);
    expect(currentBreakpoint()).toBe('normal');
    media.setWidth(640);
    expect(currentBreakpoint()).toBe('medium');
  });
});
