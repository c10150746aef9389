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
import { retryAfterGivingUp } from '../../live/retry-after-giving-up.ts';
import { $socketsAllowed, setSocketFailed, whileSocketsAllowed } from '../live-status.ts';
import { $openMenu } from '../open-menu.ts';
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

  /** The count over the socket, or over HTTP in a tab that does not hold the sockets. True when it came. */
  const queryCount = async (): Promise<boolean> => {
    try {
      const data = $socketsAllowed.get()
        ? await queryOverSocket<UnseenChatCountData>(clients.ws, unseenChatCountQuery)
        : await postGraphql<UnseenChatCountData>(clients.http, unseenChatCountQuery);
      apply(data.unseenChatCount);
      return true;
    } catch (error) {
      reportError('Loading the unseen chat count', error);
      return false;
    }
  };
  const refetch = async () => {
    await queryCount();
  };

  // The query and the subscription, in the tab that holds the sockets (src/live/tabs).
  const followLiveCount = () => {
    let live = true;
    let unsubscribe = () => {};
    let stopRetrying = () => {};
    const subscribe = () => {
      void queryCount().then((came) => {
        if (came && live) setSocketFailed('messages', false);
      });
      unsubscribe = subscribeOverSocket<UnseenChatCountData>(
        clients.ws,
        unseenChatCountSubscription,
        {
          next: (data) => {
            if (live) apply(data.unseenChatCount);
          },
          error: (error) => {
            reportError('Unseen chat count subscription', error);
            if (!live) return;
            // graphql-ws gave up after its retries: the count may be stale; try again later (issue 18).
            setSocketFailed('messages', true);
            stopRetrying = retryAfterGivingUp(subscribe);
          },
        },
      );
    };
    subscribe();
    const stopReconnectRefetch = clients.onReconnected(() => void refetch());
    return () => {
      live = false;
      unsubscribe();
      stopRetrying();
      stopReconnectRefetch();
      setSocketFailed('messages', false);
    };
  };

  onMount($count, () => {
    const stopLive = whileSocketsAllowed(followLiveCount);
    // Opening the dropdown marks the chats seen (spec §7 setLastSeenAt).
    let wasOpen = $openMenu.get() === messagesMenuId;
    const stopFollowing = $openMenu.listen((menu) => {
      const isOpen = menu === messagesMenuId;
      if (isOpen && !wasOpen) void markSeen();
      wasOpen = isOpen;
    });
    return () => {
      stopLive();
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
