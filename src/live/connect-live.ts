import {
  messagesStoresFor,
  type MessagesStoresOptions,
} from '../stores/messages/messages-stores.ts';
import {
  notificationsStoresFor,
  type NotificationsStoresOptions,
} from '../stores/notifications/notifications-stores.ts';

export type LiveOptions = MessagesStoresOptions & NotificationsStoresOptions;

/**
 * Keeps both unread counts live for a logged-in page, for elements that show
 * a count without a dropdown (a badge in a legacy sidebar): the unseen chat
 * count (query + subscription) and the notifications socket, one of each per
 * page however many elements call this (the socket also sends the last-seen
 * image request, once per page). Returns the cleanup; the connections close
 * when nothing else listens either.
 */
export function connectLive(options: LiveOptions = {}): () => void {
  const messages = messagesStoresFor(options);
  const notifications = notificationsStoresFor(options);
  const stops = [
    messages.unseenCount.$count.listen(() => {}),
    notifications.counter.$socketState.listen(() => {}),
    notifications.list.$state.listen(() => {}),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
