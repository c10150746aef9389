import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '../../../../src/live/notifications/notification.ts';
import { setErrorHook } from '../../../../src/live/report-error.ts';
import type { SanitizeHtml } from '../../../../src/live/sanitize/sanitize-html.ts';
import { createSafeNotificationsStore } from '../../../../src/stores/notifications/safe-notifications.ts';
import { item } from '../../support/fake-api.ts';

// The notifications as the dropdown renders them: the sanitizer (its own
// chunk, with DOMPurify) loads when the list is first shown.

let reported: string[];
let removeHook: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  reported = [];
  removeHook = setErrorHook((_error, context) => reported.push(context));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  removeHook();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const sanitize: SanitizeHtml = (html) => `[clean]${html}`;

describe('the safe notifications store', () => {
  it('loads the sanitizer only when something listens; loading until it has', async () => {
    const $items = atom<readonly NotificationItem[]>([item('a')]);
    const load = vi.fn(async () => sanitize);
    const store = createSafeNotificationsStore($items, load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).not.toHaveBeenCalled();
    const stop = store.$state.listen(() => {});
    expect(store.$state.get()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.$state.get()).toEqual({
      status: 'ready',
      items: [
        {
          key: 'a',
          safeHtml: '[clean]<b>a</b>',
          isRead: false,
          iconUrl: null,
          thumbnailUrl: null,
          destinationUrl: '/contests/a',
          lastActivityAt: new Date('2025-03-01T10:00:00Z'),
        },
      ],
    });
    stop();
  });

  it('sanitizes every new list, and never passes the untrusted HTML on', async () => {
    const $items = atom<readonly NotificationItem[]>([item('a')]);
    const store = createSafeNotificationsStore($items, async () => sanitize);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    $items.set([item('b', true), item('c')]);
    const state = store.$state.get();
    if (state.status !== 'ready') throw new Error(`expected ready, got ${state.status}`);
    expect(state.items.map((entry) => [entry.safeHtml, entry.isRead])).toEqual([
      ['[clean]<b>b</b>', true],
      ['[clean]<b>c</b>', false],
    ]);
    expect(state.items.some((entry) => 'untrustedHtml' in entry)).toBe(false);
    stop();
  });

  it('a sanitizer that fails to load is the error state, reported; Try again loads it again', async () => {
    const $items = atom<readonly NotificationItem[]>([item('a')]);
    const load = vi
      .fn<() => Promise<SanitizeHtml>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(sanitize);
    const store = createSafeNotificationsStore($items, load);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$state.get()).toEqual({ status: 'error' });
    expect(reported).toEqual(['Loading the notifications sanitizer']);
    store.retry();
    expect(store.$state.get()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.$state.get()).toMatchObject({ status: 'ready', items: [{ key: 'a' }] });
    stop();
  });
});
