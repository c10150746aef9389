import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setErrorHook } from '../../../../src/live/report-error.ts';
import { $openMenu, closeMenu, openMenu } from '../../../../src/stores/open-menu.ts';
import { HttpStatusError } from '../../../../src/live/http-errors.ts';
import {
  createNotificationsListStore,
  hoverRefetchDebounceMs,
  hoverRefetchMaxWaitMs,
  notificationsMenuId,
} from '../../../../src/stores/notifications/notifications-list.ts';
import { $unreadNotifications } from '../../../../src/stores/unread.ts';
import { fakeApi, item, response } from '../../support/fake-api.ts';

let reported: string[];
let removeHook: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  reported = [];
  removeHook = setErrorHook((_error, context) => reported.push(context));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  $openMenu.set(null);
  $unreadNotifications.set(0);
});

afterEach(() => {
  removeHook();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the notifications list store (spec §4, §8)', () => {
  it('fetches when something listens, shows loading meanwhile, and takes the unread count', async () => {
    const api = fakeApi(response([item('a'), item('b', true)], 7));
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    expect(store.$state.get().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    const state = store.$state.get();
    expect(state.loading).toBe(false);
    expect(state.items.map((entry) => entry.key)).toEqual(['a', 'b']);
    expect(state.vapidPublicKey).toBe('BKey');
    expect(state.showPushPrompt).toBe(true);
    expect($unreadNotifications.get()).toBe(7);
    stop();
  });

  it('reports a failed fetch and keeps the list empty', async () => {
    const api = fakeApi();
    api.list.mockRejectedValueOnce(new Error('500'));
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$state.get()).toMatchObject({ loading: false, loaded: true, items: [] });
    expect(reported).toEqual(['Loading notifications']);
    stop();
  });

  it('POSTs mark-read-counter when the dropdown opens, and zeroes the badge', async () => {
    const api = fakeApi(response([item('a')], 3));
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect($unreadNotifications.get()).toBe(3);
    openMenu(notificationsMenuId);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.markReadCounter).toHaveBeenCalledTimes(1);
    expect($unreadNotifications.get()).toBe(0);
    closeMenu(notificationsMenuId);
    openMenu('site-account-menu');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.markReadCounter).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the badge at zero when a list fetch begun before opening answers after it', async () => {
    const api = fakeApi();
    let answerList: (value: ReturnType<typeof response>) => void = () => {};
    api.list.mockImplementationOnce(() => new Promise((resolve) => (answerList = resolve)));
    $unreadNotifications.set(4);
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {}); // the first fetch is on its way
    openMenu(notificationsMenuId);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.markReadCounter).toHaveBeenCalledTimes(1);
    expect($unreadNotifications.get()).toBe(0);
    answerList(response([item('a')], 4)); // counted before the counter was read
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$state.get().items.map((entry) => entry.key)).toEqual(['a']);
    expect($unreadNotifications.get()).toBe(0);
    closeMenu(notificationsMenuId);
    stop();
  });

  it('keeps a count from the socket that arrives while an older list answer is on its way', async () => {
    const api = fakeApi();
    let answerList: (value: ReturnType<typeof response>) => void = () => {};
    api.list.mockImplementationOnce(() => new Promise((resolve) => (answerList = resolve)));
    $unreadNotifications.set(4);
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    $unreadNotifications.set(5); // the socket: a new notification
    answerList(response([item('a')], 4)); // counted before it
    await vi.advanceTimersByTimeAsync(0);
    expect($unreadNotifications.get()).toBe(5);
    stop();
  });

  it('has the hover refetch timing of spec §9: debounce 1000 ms, maximum wait 1500 ms', () => {
    expect(hoverRefetchDebounceMs).toBe(1000);
    expect(hoverRefetchMaxWaitMs).toBe(1500);
  });

  /** A listened store whose first fetch is done, with the list calls counted from zero. */
  async function hoverableStore() {
    const api = fakeApi(response([]));
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(5000);
    api.list.mockClear();
    return { api, store, stop };
  }

  it('refetches on the first hover at once (leading), then once the hovering pauses for the debounce', async () => {
    const { api, store, stop } = await hoverableStore();
    store.hoverIcon();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.list).toHaveBeenCalledTimes(1); // the leading call
    await vi.advanceTimersByTimeAsync(1);
    store.hoverIcon();
    await vi.advanceTimersByTimeAsync(hoverRefetchDebounceMs - 1);
    expect(api.list).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.list).toHaveBeenCalledTimes(2); // the debounce after the last hover
    stop();
  });

  it('refetches at the latest after the maximum wait while hovering goes on', async () => {
    const { api, store, stop } = await hoverableStore();
    // Hovers closer together than the debounce: only the maximum wait lets one through.
    const step = Math.floor(hoverRefetchDebounceMs * 0.4);
    store.hoverIcon();
    let elapsed = 0;
    while (elapsed + step < hoverRefetchMaxWaitMs) {
      await vi.advanceTimersByTimeAsync(step);
      elapsed += step;
      store.hoverIcon();
    }
    expect(api.list).toHaveBeenCalledTimes(1); // the leading call only
    await vi.advanceTimersByTimeAsync(hoverRefetchMaxWaitMs - 1 - elapsed);
    expect(api.list).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.list).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not refetch on hover while the dropdown is open', async () => {
    const api = fakeApi(response([]));
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(5000);
    openMenu(notificationsMenuId);
    api.list.mockClear();
    store.hoverIcon();
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.list).not.toHaveBeenCalled();
    stop();
  });

  it('marks all read on screen at once, before the POST answers', async () => {
    const api = fakeApi(response([item('a'), item('b')], 2));
    let answer: () => void = () => {};
    api.markAllRead.mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    const done = store.markAllRead();
    expect(store.$state.get().items.every((entry) => entry.isRead)).toBe(true);
    expect(api.markAllRead).toHaveBeenCalledTimes(1);
    answer();
    await done;
    expect($unreadNotifications.get()).toBe(0);
    stop();
  });

  it('when mark-all-read fails, reports it, turns the marked items unread again and says so', async () => {
    const api = fakeApi(response([item('a'), item('b', true), item('c')], 2));
    api.markAllRead.mockRejectedValueOnce(new HttpStatusError('/mark-all-read', 500));
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    api.list.mockClear();
    await store.markAllRead();
    expect(reported).toContain('Marking all notifications read');
    expect(store.$state.get().items.map((entry) => entry.isRead)).toEqual([false, true, false]);
    expect(store.$state.get().markAllReadFailed).toBe(true);
    expect(api.list).not.toHaveBeenCalled(); // nothing changes behind the user's back
    expect($unreadNotifications.get()).toBe(2);
    // Trying again clears the message at once, and a success keeps everything read.
    const again = store.markAllRead();
    expect(store.$state.get().markAllReadFailed).toBe(false);
    await again;
    expect(store.$state.get().items.every((entry) => entry.isRead)).toBe(true);
    expect(store.$state.get().markAllReadFailed).toBe(false);
    stop();
  });

  it('forgets a failed mark-all-read when the dropdown opens again', async () => {
    const api = fakeApi(response([item('a')], 1));
    api.markAllRead.mockRejectedValueOnce(new Error('network'));
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    await store.markAllRead();
    expect(store.$state.get().markAllReadFailed).toBe(true);
    openMenu(notificationsMenuId);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$state.get().markAllReadFailed).toBe(false);
    stop();
  });
});

describe('a session that ends while the page is open (spec §6)', () => {
  it('a 401 on the list empties it and marks the visitor signed out; a later success undoes it', async () => {
    const api = fakeApi(response([item('a')], 1));
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$state.get().signedOut).toBe(false);
    api.list.mockRejectedValueOnce(new HttpStatusError('/notifications/xhr/onsite', 401));
    await store.fetch();
    expect(store.$state.get()).toMatchObject({ signedOut: true, items: [] });
    await store.fetch();
    expect(store.$state.get().signedOut).toBe(false);
    expect(store.$state.get().items).toHaveLength(1);
    stop();
  });

  it('another failure is no sign-out: the list keeps what it had', async () => {
    const api = fakeApi(response([item('a')], 1));
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    api.list.mockRejectedValueOnce(new HttpStatusError('/notifications/xhr/onsite', 500));
    await store.fetch();
    expect(store.$state.get()).toMatchObject({ signedOut: false });
    expect(store.$state.get().items).toHaveLength(1);
    stop();
  });

  it('a 401 on mark-all-read is a sign-out, not a failed marking', async () => {
    const api = fakeApi(response([item('a')], 1));
    api.markAllRead.mockRejectedValueOnce(new HttpStatusError('/mark-all-read', 401));
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    await store.markAllRead();
    expect(store.$state.get()).toMatchObject({
      signedOut: true,
      items: [],
      markAllReadFailed: false,
    });
    stop();
  });
});

describe('the notifications list store, unmounted', () => {
  it('stops following the dropdown when nothing listens', async () => {
    const api = fakeApi(response([]));
    const store = createNotificationsListStore(api);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(2000); // nanostores unmounts after 1 s
    openMenu(notificationsMenuId);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.markReadCounter).not.toHaveBeenCalled();
  });
});
