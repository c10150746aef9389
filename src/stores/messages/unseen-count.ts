import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { GraphqlClients } from '../../live/graphql/graphql-clients.ts';
import {
  setLastSeenAtMutation,
  unseenChatCountQuery,
  unseenChatCountSubscription,
} from '../../live/graphql/documents.ts';
import { reportError } from '../../live/report-error.ts';
import { $openMenu } from '../menus.ts';
import { setUnreadMessages } from '../unread.ts';

/** The menu id of the messages dropdown in the shared one-open-menu store. */
export const messagesMenuId = 'site-messages';

export interface UnseenCountStore {
  /** The unseen chat count; null until the first answer. Feeds `$unreadMessages`. */
  readonly $count: ReadableAtom<number | null>;
  /** Queries the count again (network only). Failures are reported. */
  refetch(): Promise<void>;
  /**
   * setLastSeenAt, then the count again; runs when the dropdown opens. A
   * failure is reported silently (console and error hook, nothing for the user).
   */
  markSeen(): Promise<void>;
}

/**
 * The unseen chat count (spec §7): the unseenChatCount query, then the live
 * subscription, while anything listens. After a graphql-ws reconnect the
 * count is queried again; opening the messages dropdown marks chats seen.
 */
export function createUnseenCountStore(clients: GraphqlClients): UnseenCountStore {
  const $count = atom<number | null>(null);
  const apply = (count: number) => {
    $count.set(count);
    setUnreadMessages(count);
  };

  const refetch = async () => {
    try {
      const result = await clients.apollo.query({
        query: unseenChatCountQuery,
        fetchPolicy: 'network-only',
      });
      if (result.data) apply(result.data.unseenChatCount);
    } catch (error) {
      reportError('Loading the unseen chat count', error);
    }
  };

  onMount($count, () => {
    let live = true;
    void refetch();
    const subscription = clients.apollo
      .subscribe({ query: unseenChatCountSubscription })
      .subscribe({
        next: (result) => {
          if (result.error) reportError('Unseen chat count subscription', result.error);
          else if (live && result.data) apply(result.data.unseenChatCount);
        },
        error: (error: unknown) => reportError('Unseen chat count subscription', error),
      });
    const stopReconnectRefetch = clients.onReconnected(() => void refetch());
    // Opening the dropdown marks the chats seen (spec §7 setLastSeenAt).
    let wasOpen = $openMenu.get() === messagesMenuId;
    const stopFollowing = $openMenu.listen((menu) => {
      const isOpen = menu === messagesMenuId;
      if (isOpen && !wasOpen) void markSeen();
      wasOpen = isOpen;
    });
    return () => {
      live = false;
      subscription.unsubscribe();
      stopReconnectRefetch();
      stopFollowing();
    };
  });

  async function markSeen(): Promise<void> {
    try {
      await clients.apollo.mutate({ mutation: setLastSeenAtMutation });
    } catch (error) {
      reportError('setLastSeenAt', error);
      return;
    }
    await refetch();
  }

  return { $count, refetch, markSeen };
}
