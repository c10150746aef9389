import { atom, onMount, type ReadableAtom } from 'nanostores';
import { debounce } from '../../lib/debounce.ts';
import { isSignedOutError } from '../../live/http-errors.ts';
import type { NotificationItem } from '../../live/notifications/notification.ts';
import type { NotificationsApi } from '../../live/notifications/notifications-api.ts';
import { reportError } from '../../live/report-error.ts';
import { $openMenu } from '../open-menu.ts';
import { $unreadNotifications, setUnreadNotifications } from '../unread.ts';

/** Spec §9: hovering the closed icon refetches, debounced 1000 ms, at most 1500 ms apart, leading call allowed. */
export const hoverRefetchDebounceMs = 1000;
export const hoverRefetchMaxWaitMs = 1500;

/** The menu id of the notifications dropdown in the shared one-open-menu store. */
export const notificationsMenuId = 'site-notifications';

export interface NotificationsState {
  /** A fetch is in flight (spec §4 "A loading state shows while fetching"). */
  readonly loading: boolean;
  /** At least one fetch has finished, well or badly. */
  readonly loaded: boolean;
  readonly items: readonly NotificationItem[];
  readonly vapidPublicKey: string | null;
  /** The server's show_enable_browser_notifications_prompt. */
  readonly showPushPrompt: boolean;
  /**
   * The server answered that nobody is signed in (the session ended while the
   * page was open): the panel asks the visitor to log in (spec §6).
   */
  readonly signedOut: boolean;
  /**
   * The last "Mark all read" did not reach the server: the items it had
   * marked are unread again, and the panel says so. Cleared by the next try
   * and when the dropdown opens again.
   */
  readonly markAllReadFailed: boolean;
}

export interface NotificationsListStore {
  readonly $state: ReadableAtom<NotificationsState>;
  /** GET the list now. Failures are reported; the list keeps what it had (empty at first). */
  fetch(): Promise<void>;
  /** The pointer is over the icon: refetch, debounced, unless the dropdown is open. */
  hoverIcon(): void;
  /**
   * Mark all read: every item read on screen at once, then the POST. If the
   * server does not take it, the items it marked turn unread again and
   * `markAllReadFailed` says why (no refetch: nothing changes silently).
   */
  markAllRead(): Promise<void>;
  /** Fetches the counts again (after a socket reconnect). */
  refreshCounts(): Promise<void>;
}

const initialState: NotificationsState = {
  loading: false,
  loaded: false,
  items: [],
  vapidPublicKey: null,
  showPushPrompt: false,
  signedOut: false,
  markAllReadFailed: false,
};

/**
 * The notifications dropdown's data. While anything listens it fetches once
 * and follows the dropdown: opening it POSTs mark-read-counter (spec §4).
 */
export function createNotificationsListStore(api: NotificationsApi): NotificationsListStore {
  const $state = atom<NotificationsState>(initialState);
  const patch = (change: Partial<NotificationsState>) => $state.set({ ...$state.get(), ...change });
  let inFlight: Promise<void> | null = null;

  const fetchList = (): Promise<void> => {
    if (inFlight) return inFlight;
    patch({ loading: true });
    // A count that arrives while the list is on its way (the socket, or the
    // dropdown marking the counter read) is newer than the one the list
    // carries: the list's count only applies if nothing changed meanwhile.
    let countChanged = false;
    const stopWatchingCount = $unreadNotifications.listen(() => {
      countChanged = true;
    });
    inFlight = api
      .list()
      .then(
        (response) => {
          patch({
            items: response.items,
            vapidPublicKey: response.vapidPublicKey,
            showPushPrompt: response.showPushPrompt,
            signedOut: false,
          });
          stopWatchingCount();
          if (response.unreadCount !== null && !countChanged) {
            setUnreadNotifications(response.unreadCount);
          }
        },
        (error: unknown) => {
          reportError('Loading notifications', error);
          if (isSignedOutError(error)) signOut();
        },
      )
      .finally(() => {
        stopWatchingCount();
        inFlight = null;
        patch({ loading: false, loaded: true });
      });
    return inFlight;
  };

  // Nobody's notifications are on screen once the session has ended.
  const signOut = () => patch({ signedOut: true, items: [], markAllReadFailed: false });

  const hoverRefetch = debounce(() => void fetchList(), hoverRefetchDebounceMs, {
    leading: true,
    maxWaitMs: hoverRefetchMaxWaitMs,
  });

  const opened = async () => {
    if ($state.get().markAllReadFailed) patch({ markAllReadFailed: false });
    try {
      await api.markReadCounter();
      setUnreadNotifications(0);
    } catch (error) {
      reportError('Marking the notifications counter read', error);
      await fetchList();
    }
  };

  onMount($state, () => {
    void fetchList();
    let wasOpen = $openMenu.get() === notificationsMenuId;
    const stopFollowing = $openMenu.listen((menu) => {
      const isOpen = menu === notificationsMenuId;
      if (isOpen && !wasOpen) void opened();
      wasOpen = isOpen;
    });
    return () => {
      stopFollowing();
      hoverRefetch.cancel();
    };
  });

  return {
    $state,
    fetch: fetchList,
    hoverIcon() {
      if ($openMenu.get() === notificationsMenuId) return;
      hoverRefetch();
    },
    async markAllRead() {
      const before = $state.get().items;
      const wasUnread = new Set(before.filter((item) => !item.isRead).map((item) => item.key));
      patch({ items: before.map((item) => ({ ...item, isRead: true })), markAllReadFailed: false });
      try {
        await api.markAllRead();
        // Nothing is unread any more, so the server's counter is 0 too.
        setUnreadNotifications(0);
      } catch (error) {
        reportError('Marking all notifications read', error);
        if (isSignedOutError(error)) {
          signOut();
          return;
        }
        // The server still has them unread: show them so, and say why (the panel).
        patch({
          items: $state
            .get()
            .items.map((item) => (wasUnread.has(item.key) ? { ...item, isRead: false } : item)),
          markAllReadFailed: true,
        });
      }
    },
    refreshCounts: fetchList,
  };
}
