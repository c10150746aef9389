import { atom, onMount } from 'nanostores';
import { reportError } from '../../live/report-error.ts';
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
  const $state = atom<RecentChatsState>({ status: 'loading' });
  let loaded: RecentChatsStore | null = null;
  // The running listen cycle's follow-up; null while nothing listens.
  let follow: (() => void) | null = null;

  onMount($state, () => {
    let mounted = true;
    let stopMirror: (() => void) | null = null;
    follow = () => {
      $state.set({ status: 'loading' });
      load().then(
        (store) => {
          loaded = store;
          if (!mounted || stopMirror) return;
          stopMirror = store.$state.subscribe((state) => $state.set(state));
        },
        (error: unknown) => {
          if (!mounted) return;
          reportError('Loading the messages chunk', error);
          $state.set({ status: 'error' });
        },
      );
    };
    follow();
    return () => {
      mounted = false;
      follow = null;
      stopMirror?.();
      $state.set({ status: 'loading' });
    };
  });

  return {
    $state,
    async retry() {
      if (loaded) return loaded.retry();
      follow?.();
    },
  };
}
