// The live layer's one entry: the element layer loads it with a dynamic
// import() for logged-in users only, so a logged-out page never downloads
// graphql-ws, the notifications socket or the push code. This chunk holds no
// Apollo, graphql or DOMPurify: those come in their own chunks when a dropdown
// first needs them (see README.md, "Three chunks"). Nothing here runs on
// import: clients, sockets and stores are created on first use.

export { connectLive, type LiveOptions } from './connect-live.ts';
export { resolveEndpoints, type LiveEndpointOptions, type LiveEndpoints } from './endpoints.ts';
export { reportError, setErrorHook, type ErrorHook } from './report-error.ts';

export {
  MessagesDropdown,
  type MessagesDropdownProps,
} from '../islands/messages/MessagesDropdown.tsx';
export { MessagesPanel, type MessagesPanelProps } from '../islands/messages/MessagesPanel.tsx';
export {
  NotificationsDropdown,
  type NotificationsDropdownProps,
} from '../islands/notifications/NotificationsDropdown.tsx';
export {
  NotificationsPanel,
  type NotificationsPanelProps,
} from '../islands/notifications/NotificationsPanel.tsx';

export {
  messagesStoresFor,
  type MessagesStores,
  type MessagesStoresOptions,
} from '../stores/messages/messages-stores.ts';
export { messagesMenuId } from '../stores/messages/unseen-count.ts';
export {
  notificationsStoresFor,
  type NotificationsStores,
  type NotificationsStoresOptions,
} from '../stores/notifications/notifications-stores.ts';
export { notificationsMenuId } from '../stores/notifications/notifications-list.ts';
export { defaultServiceWorker, type ServiceWorkerOptions } from './push/service-worker-options.ts';
