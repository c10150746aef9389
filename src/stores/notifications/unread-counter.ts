import { atom, onMount, type ReadableAtom } from 'nanostores';
import {
  createNotificationsSocket,
  type NotificationsSocketOptions,
  type SocketState,
} from '../../live/notifications/notifications-socket.ts';
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
    const socket = createNotificationsSocket({
      ...options,
      onCount: setUnreadNotifications,
      onStateChange: (state) => $socketState.set(state),
    });
    socket.start();
    return () => socket.stop();
  });
  return { $socketState };
}
