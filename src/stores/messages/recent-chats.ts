import type { ApolloClient, ObservableQuery } from '@apollo/client';
import { atom, onMount, type ReadableAtom } from 'nanostores';
import {
  recentChatsVariables,
  type Chat,
  type RecentChatsData,
  type RecentChatsVariables,
  type Viewer,
} from '../../live/graphql/documents.ts';
import { recentChatsQuery } from '../../live/graphql/recent-chats-query.ts';
import { isUnauthenticated } from '../../live/graphql/unauthenticated.ts';
import { reportError } from '../../live/report-error.ts';

/**
 * The messages dropdown's states (spec §4): loading, error, or the chats
 * (maybe none); `signed-out` when the server says there is no viewer (the
 * session ended while the page was open: spec §6 asks the visitor to log in).
 */
export type RecentChatsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'signed-out' }
  | { status: 'ready'; chats: readonly Chat[]; viewer: Viewer | null };

export interface RecentChatsStore {
  readonly $state: ReadableAtom<RecentChatsState>;
  /**
   * "Try again": drops the cached recentChats field (and only that: other
   * queries keep their cache) and fetches the chats again.
   */
  retry(): Promise<void>;
}

/**
 * RecentChats from 0, limit 30, cache-and-network (spec §7), watched while
 * anything listens to `$state`. Part of the messages chunk, with Apollo;
 * the page reaches it through lazy-recent-chats.ts.
 */
export function createRecentChatsStore(apollo: ApolloClient): RecentChatsStore {
  const $state = atom<RecentChatsState>({ status: 'loading' });
  let query: ObservableQuery<RecentChatsData, RecentChatsVariables> | null = null;

  onMount($state, () => {
    const watched = apollo.watchQuery({
      query: recentChatsQuery,
      variables: recentChatsVariables,
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: true,
    });
    query = watched;
    const subscription = watched.subscribe((result) => {
      const data = result.dataState === 'complete' ? result.data : undefined;
      if (isUnauthenticated(result.error) || (data && data.viewer === null)) {
        $state.set({ status: 'signed-out' });
      } else if (data) {
        $state.set({ status: 'ready', chats: data.recentChats, viewer: data.viewer });
        if (result.error) reportError('Refreshing recent chats', result.error);
      } else if (result.error) {
        reportError('Loading recent chats', result.error);
        $state.set({ status: 'error' });
      } else if (result.loading) {
        $state.set({ status: 'loading' });
      }
    });
    return () => {
      subscription.unsubscribe();
      query = null;
      $state.set({ status: 'loading' });
    };
  });

  return {
    $state,
    async retry() {
      apollo.cache.evict({ id: 'ROOT_QUERY', fieldName: 'recentChats' });
      apollo.cache.gc();
      $state.set({ status: 'loading' });
      if (!query) return;
      try {
        await query.refetch();
      } catch {
        // The watcher has already put the error state up and reported it.
      }
    },
  };
}
