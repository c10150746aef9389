import { atom, onMount, type ReadableAtom } from 'nanostores';
import {
  createNotificationsSocket,
  type NotificationsSocketOptions,
  type SocketState,
} from '../../live/notifications/notifications-socket.ts';
import { retryAfterGivingUp } from '../../live/retry-after-giving-up.ts';
import { setSocketFailed, whileSocketsAllowed } from '../live-status.ts';
import { setUnreadNotifications } from '../unread.ts';

export interface UnreadCounterStore {
  /** The socket's state; listening to it keeps the one socket of the page open. */
  readonly $socketState: ReadableAtom<SocketState>;
}

export type UnreadCounterOptions = Omit<NotificationsSocketOptions, 'onCount' | 'onStateChange'>;

/**
 * The live unread notifications count (spec §7 websocket): one socket while
 * anything listens to `$socketState`, closed when nothing does. Every
 * unread-counter message goes to `$unreadNotifications`.
 */
export function createUnreadCounterStore(options: UnreadCounterOptions): UnreadCounterStore {
  const $socketState = atom<SocketState>('idle');
  onMount($socketState, () => {
    let stopRetrying = () => {};
    const socket = createNotificationsSocket({
      ...options,
      onCount: setUnreadNotifications,
      onStateChange: (state) => {
        $socketState.set(state);
        // Gave up: the count may be stale until the socket opens again (issue 18).
        if (state === 'failed') {
          setSocketFailed('notifications', true);
          stopRetrying = retryAfterGivingUp(() => socket.start(), {
            random: options.random ?? Math.random,
          });
        } else if (state === 'open' || state === 'stopped') {
          setSocketFailed('notifications', false);
        }
      },
    });
    // Only in the tab that holds the sockets (src/live/tabs).
    return whileSocketsAllowed(() => {
      socket.start();
      return () => {
        stopRetrying();
        socket.stop();
      };
    });
  });
  return { $socketState };
}
