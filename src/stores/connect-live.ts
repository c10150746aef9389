import { messagesStoresFor, type MessagesStoresOptions } from './messages/messages-stores.ts';
import {
  notificationsStoresFor,
  type NotificationsStoresOptions,
} from './notifications/notifications-stores.ts';

export type LiveOptions = MessagesStoresOptions & NotificationsStoresOptions;

/**
 * Keeps both unread counts live for a logged-in page, for elements that show
 * a count without a dropdown (a badge in a legacy sidebar): the unseen chat
 * count (query + subscription) and the notifications socket (not the list), one of each per
 * page however many elements call this (the socket also sends the last-seen
 * image request, once per page). Returns the cleanup; the connections close
 * when nothing else listens either.
 */
export function connectLive(options: LiveOptions = {}): () => void {
  const messages = messagesStoresFor(options);
  const notifications = notificationsStoresFor(options);
  const stops = [
    messages.unseenCount.$count.listen(() => {}),
    // The socket carries the notifications count; the list (its items) is the
    // dropdown's business and is not fetched for a count alone.
    notifications.counter.$socketState.listen(() => {}),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
