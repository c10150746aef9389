import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { GraphqlClients } from '../../live/graphql/graphql-clients.ts';
import {
  setLastSeenAtMutation,
  unseenChatCountQuery,
  unseenChatCountSubscription,
  type SetLastSeenAtData,
  type UnseenChatCountData,
} from '../../live/graphql/documents.ts';
import { postGraphql } from '../../live/graphql/graphql-http.ts';
import { queryOverSocket, subscribeOverSocket } from '../../live/graphql/graphql-ws-operations.ts';
import { reportError } from '../../live/report-error.ts';
import { $openMenu } from '../menus.ts';
import { setUnreadMessages } from '../unread.ts';

/** The menu id of the messages dropdown in the shared one-open-menu store. */
export const messagesMenuId = 'site-messages';

export interface UnseenCountStore {
  /** The unseen chat count; null until the first answer. Feeds `$unreadMessages`. */
  readonly $count: ReadableAtom<number | null>;
  /** Queries the count again (over the socket). Failures are reported. */
  refetch(): Promise<void>;
  /**
   * setLastSeenAt, then the count again; runs when the dropdown opens. A
   * failure is reported silently (console and error hook, nothing for the user).
   */
  markSeen(): Promise<void>;
}

/**
 * The unseen chat count (spec §7): the unseenChatCount query, then the live
 * subscription, while anything listens, both over the page's graphql-ws
 * socket (no Apollo: this runs on every signed-in page before any click).
 * After a graphql-ws reconnect the count is queried again; opening the
 * messages dropdown marks chats seen (setLastSeenAt, a POST as before).
 */
export function createUnseenCountStore(clients: GraphqlClients): UnseenCountStore {
  const $count = atom<number | null>(null);
  const apply = (count: number) => {
    $count.set(count);
    setUnreadMessages(count);
  };

  const refetch = async () => {
    try {
      const data = await queryOverSocket<UnseenChatCountData>(clients.ws, unseenChatCountQuery);
      apply(data.unseenChatCount);
    } catch (error) {
      reportError('Loading the unseen chat count', error);
    }
  };

  onMount($count, () => {
    let live = true;
    void refetch();
    const unsubscribe = subscribeOverSocket<UnseenChatCountData>(
      clients.ws,
      unseenChatCountSubscription,
      {
        next: (data) => {
          if (live) apply(data.unseenChatCount);
        },
        error: (error) => reportError('Unseen chat count subscription', error),
      },
    );
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
      unsubscribe();
      stopReconnectRefetch();
      stopFollowing();
    };
  });

  async function markSeen(): Promise<void> {
    try {
      await postGraphql<SetLastSeenAtData>(clients.http, setLastSeenAtMutation);
    } catch (error) {
      reportError('setLastSeenAt', error);
      return;
    }
    await refetch();
  }

  return { $count, refetch, markSeen };
}
