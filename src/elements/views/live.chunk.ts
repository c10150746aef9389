// The live chunk (chunks/live-*.js): the signed-in features' one entry. The
// element layer loads it with a dynamic import() for logged-in users only
// (use-live-layer.ts), so a logged-out page never downloads graphql-ws, the
// notifications socket or the push code. It composes three layers, which is why
// it lives here and not in src/live: the framework-free clients (src/live), the
// stores that use them (src/stores) and the dropdowns (src/islands). This chunk
// holds no Apollo, graphql or DOMPurify: those come in their own chunks when a
// dropdown first needs them (src/live/README.md, "Three chunks"). Nothing here
// runs on import: clients, sockets and stores are created on first use. The
// connections come from the live counts chunk, which a server-rendered page
// loads before React (../live-counts/): one copy of them, in that chunk.

export { connectLive, type LiveOptions } from '../live-counts/live-counts.chunk.ts';
export {
  resolveEndpoints,
  type LiveEndpointOptions,
  type LiveEndpoints,
} from '../../live/endpoints.ts';
export { reportError, setErrorHook, type ErrorHook } from '../../live/report-error.ts';

export {
  MessagesDropdown,
  type MessagesDropdownProps,
} from '../../islands/messages/MessagesDropdown.tsx';
export { MessagesPanel, type MessagesPanelProps } from '../../islands/messages/MessagesPanel.tsx';
export {
  NotificationsDropdown,
  type NotificationsDropdownProps,
} from '../../islands/notifications/NotificationsDropdown.tsx';
export {
  NotificationsPanel,
  type NotificationsPanelProps,
} from '../../islands/notifications/NotificationsPanel.tsx';

export {
  messagesStoresFor,
  type MessagesStores,
  type MessagesStoresOptions,
} from '../../stores/messages/messages-stores.ts';
export { messagesMenuId } from '../../stores/messages/unseen-count.ts';
export {
  notificationsStoresFor,
  type NotificationsStores,
  type NotificationsStoresOptions,
} from '../../stores/notifications/notifications-stores.ts';
export { notificationsMenuId } from '../../stores/notifications/notifications-list.ts';
export {
  defaultServiceWorker,
  type ServiceWorkerOptions,
} from '../../live/push/service-worker-options.ts';
