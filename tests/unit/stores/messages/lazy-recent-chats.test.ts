import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chat } from '../../../../src/live/graphql/documents.ts';
import { setErrorHook } from '../../../../src/live/report-error.ts';
import { createLazyRecentChatsStore } from '../../../../src/stores/messages/lazy-recent-chats.ts';
import type {
  RecentChatsState,
  RecentChatsStore,
} from '../../../../src/stores/messages/recent-chats.ts';

// The dropdown's recent-chats store before the messages chunk (Apollo) has
// loaded: loading while it loads, the error state when it fails, "Try again"
// imports it again; then it mirrors the real store.

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

const ready: RecentChatsState = {
  status: 'ready',
  chats: [{ id: '1', participants: [], lastEvent: null } satisfies Chat],
  viewer: null,
};

/** The real store as the chunk makes it: its state and its retry are the test's. */
function realStore() {
  const $state = atom<RecentChatsState>({ status: 'loading' });
  const store = { $state, retry: vi.fn(async () => {}) } satisfies RecentChatsStore;
  return store;
}

describe('the lazy recent-chats store', () => {
  it('loads the chunk only when something listens, shows loading meanwhile, then mirrors the real store', async () => {
    const real = realStore();
    const load = vi.fn(async () => real);
    const store = createLazyRecentChatsStore(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).not.toHaveBeenCalled();
    const stop = store.$state.listen(() => {});
    expect(store.$state.get()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    real.$state.set(ready);
    expect(store.$state.get()).toBe(ready);
    real.$state.set({ status: 'error' });
    expect(store.$state.get()).toEqual({ status: 'error' });
    stop();
  });

  it('a chunk that fails to load is the error state, reported; Try again imports it again', async () => {
    const real = realStore();
    real.$state.set(ready);
    const load = vi
      .fn<() => Promise<RecentChatsStore>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real);
    const store = createLazyRecentChatsStore(load);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$state.get()).toEqual({ status: 'error' });
    expect(reported).toEqual(['Loading the messages chunk']);
    const retried = store.retry();
    expect(store.$state.get()).toEqual({ status: 'loading' });
    await retried;
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.$state.get()).toBe(ready);
    expect(real.retry).not.toHaveBeenCalled();
    stop();
  });

  it('once loaded, Try again is the real store’s (fetch the chats again)', async () => {
    const real = realStore();
    const load = vi.fn(async () => real);
    const store = createLazyRecentChatsStore(load);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    await store.retry();
    expect(real.retry).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops following the real store when nothing listens any more', async () => {
    const real = realStore();
    const store = createLazyRecentChatsStore(async () => real);
    const stop = store.$state.listen(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(real.$state.lc).toBe(1);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(real.$state.lc).toBe(0);
    expect(store.$state.get()).toEqual({ status: 'loading' });
  });
});
