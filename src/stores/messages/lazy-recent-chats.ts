import { lazyLoadedState } from '../lazy-loaded-state.ts';
import type { RecentChatsState, RecentChatsStore } from './recent-chats.ts';

/**
 * The recent-chats store of the page before its chunk has loaded: the
 * dropdown uses it like the real one. The first listener imports the chunk
 * (Apollo and the real store) and shows `loading` meanwhile; from then on it
 * mirrors the real store. A chunk that fails to load is the error state
 * (spec §8), and "Try again" imports it again; once loaded, "Try again" is the
 * real store's (refetch the chats).
 */
export function createLazyRecentChatsStore(
  load: () => Promise<RecentChatsStore>,
): RecentChatsStore {
  const lazy = lazyLoadedState<RecentChatsStore, RecentChatsState>({
    what: 'Loading the messages chunk',
    load,
    follow: (store, set) => store.$state.subscribe(set),
  });
  return {
    $state: lazy.$state,
    async retry() {
      const store = lazy.loaded();
      if (store) return store.retry();
      lazy.reload();
    },
  };
}
