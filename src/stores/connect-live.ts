import { shared } from '../lib/page-registry.ts';
import { resolveEndpoints } from '../live/endpoints.ts';
import { coordinateTabs, type SharedChange } from '../live/tabs/coordinate-tabs.ts';
import type { LocksLike } from '../live/tabs/tab-leadership.ts';
import type { ChannelConstructor } from '../live/tabs/tab-messages.ts';
import { announceSession, watchSession } from '../live/tabs/session-channel.ts';
import { messagesStoresFor, type MessagesStoresOptions } from './messages/messages-stores.ts';
import {
  notificationsStoresFor,
  type NotificationsStoresOptions,
} from './notifications/notifications-stores.ts';
import {
  $liveSuspended,
  $localStale,
  $socketsAllowed,
  $unreadStale,
  setUnreadStale,
} from './live-status.ts';
import { liveTestHooks } from './live-test-hooks.ts';
import {
  $unreadMessages,
  $unreadNotifications,
  setUnreadMessages,
  setUnreadNotifications,
} from './unread.ts';

export type LiveOptions = MessagesStoresOptions &
  NotificationsStoresOptions & {
    /** The signed-in user: the tabs of one user share one connection of each kind. */
    userId?: string | undefined;
    /** Injected by tests; default `navigator.locks` and `BroadcastChannel` (either missing: one connection per page). */
    locks?: LocksLike | undefined;
    Channel?: ChannelConstructor | undefined;
  };

/**
 * Keeps both unread counts live for a logged-in page, for elements that show
 * a count without a dropdown (a badge in a legacy sidebar): the unseen chat
 * count (query + subscription) and the notifications socket (not the list).
 * One of each per browser: the leader tab of the user holds them and the
 * other tabs follow over a BroadcastChannel (src/live/tabs); without Web
 * Locks or BroadcastChannel, one of each per page however many elements call
 * this (the socket also sends the last-seen image request, once per page).
 * Returns the cleanup; the connections close when nothing else listens either.
 */
export function connectLive(options: LiveOptions = {}): () => void {
  const { apiBase, graphqlUrl, graphqlWsUrl } = resolveEndpoints(options);
  // One coordination per page however many elements call this: the tabs elect one leader per page.
  const connection = shared(
    `live:connection.v1:${apiBase} ${graphqlUrl} ${graphqlWsUrl} ${options.userId ?? ''}`,
    () => ({ users: 0, stop: () => {} }),
  );
  connection.users += 1;
  if (connection.users === 1) connection.stop = startLive(options);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    connection.users -= 1;
    if (connection.users === 0) connection.stop();
  };
}

function startLive(givenOptions: LiveOptions): () => void {
  const hooks = liveTestHooks();
  const options = hooks.fastRetries ? { random: () => 0, ...givenOptions } : givenOptions;
  const messages = messagesStoresFor(options);
  const notifications = notificationsStoresFor(options);
  const holdSockets = () => {
    const stops = [
      messages.unseenCount.$count.listen(() => {}),
      // The socket carries the notifications count; the list (its items) is the
      // dropdown's business and is not fetched for a count alone.
      notifications.counter.$socketState.listen(() => {}),
      // This tab's sockets say whether the counts may be stale.
      $localStale.subscribe((stale) => {
        setUnreadStale('messages', stale.messages);
        setUnreadStale('notifications', stale.notifications);
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  };
  const userId = options.userId ?? '';
  const browser = globalThis as {
    navigator?: { locks?: LocksLike };
    BroadcastChannel?: ChannelConstructor;
  };
  const Channel = 'Channel' in options ? options.Channel : browser.BroadcastChannel;
  const stopCoordinating = coordinateTabs({
    userId,
    origin: globalThis.location?.origin ?? '',
    locks: 'locks' in options ? options.locks : browser.navigator?.locks,
    Channel,
    hiddenCloseMs: hooks.hiddenCloseMs,
    snapshot: () => snapshot(),
    onLocalChange: (listener) => {
      const stops = [
        $unreadMessages.listen((count) => listener({ type: 'count', kind: 'messages', count })),
        $unreadNotifications.listen((count) =>
          listener({ type: 'count', kind: 'notifications', count }),
        ),
        $unreadStale.listen((stale, old) => {
          for (const kind of ['messages', 'notifications'] as const) {
            if (stale[kind] !== old?.[kind]) listener({ type: 'stale', kind, stale: stale[kind] });
          }
        }),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },
    apply,
    setSocketsAllowed: (allowed) => $socketsAllowed.set(allowed),
    setSuspended: (suspended) => $liveSuspended.set(suspended),
    holdSockets,
    refetchCounts: () =>
      Promise.all([messages.unseenCount.refetch(), notifications.list.refreshCounts()]).then(
        () => {},
      ),
  });
  // Another user signed in (or out) in another tab: this page's counts are not theirs.
  if (userId) announceSession(userId, Channel);
  const stopWatching = userId
    ? watchSession(
        userId,
        () => {
          stop();
          setUnreadMessages(0);
          setUnreadNotifications(0);
        },
        Channel,
      )
    : () => {};
  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    stopWatching();
    stopCoordinating();
  }
  return stop;
}

function snapshot(): SharedChange[] {
  const stale = $unreadStale.get();
  return [
    { type: 'count', kind: 'messages', count: $unreadMessages.get() },
    { type: 'count', kind: 'notifications', count: $unreadNotifications.get() },
    { type: 'stale', kind: 'messages', stale: stale.messages },
    { type: 'stale', kind: 'notifications', stale: stale.notifications },
  ];
}

function apply(change: SharedChange): void {
  if (change.type === 'stale') setUnreadStale(change.kind, change.stale);
  else if (change.kind === 'messages') setUnreadMessages(change.count);
  else setUnreadNotifications(change.count);
}
