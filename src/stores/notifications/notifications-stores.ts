import { computed, onMount } from 'nanostores';
import { resolveEndpoints, type LiveEndpointOptions } from '../../live/endpoints.ts';
import { pingLastSeenOnce } from '../../live/notifications/last-seen.ts';
import {
  createNotificationsApi,
  type NotificationsApi,
} from '../../live/notifications/notifications-api.ts';
import type { NotificationsSocketOptions } from '../../live/notifications/notifications-socket.ts';
import { createPushController } from '../../live/push/push-controller.ts';
import { browserPushEnvironment, type PushEnvironment } from '../../live/push/push-environment.ts';
import {
  defaultServiceWorker,
  type ServiceWorkerOptions,
} from '../../live/push/service-worker-options.ts';
import { lazyChunk } from '../../live/lazy-chunk.ts';
import type * as SanitizerChunkModule from '../../live/sanitize/live-sanitize.chunk.ts';
import type { SanitizeHtml } from '../../live/sanitize/sanitize-html.ts';
import { createPushStore, type PushStore } from '../push/push-store.ts';
import { shared } from '../../lib/page-registry.ts';
import { createNotificationsListStore, type NotificationsListStore } from './notifications-list.ts';
import { createSafeNotificationsStore, type SafeNotificationsStore } from './safe-notifications.ts';
import { createUnreadCounterStore, type UnreadCounterStore } from './unread-counter.ts';

export interface NotificationsStores {
  readonly apiBase: string;
  readonly api: NotificationsApi;
  readonly list: NotificationsListStore;
  /** The list's items sanitized for the dropdown; loads the sanitizer chunk when first shown. */
  readonly safeList: SafeNotificationsStore;
  readonly counter: UnreadCounterStore;
  readonly push: PushStore;
}

/** Endpoints from the element's attributes, plus what tests inject. */
export interface NotificationsStoresOptions
  extends
    LiveEndpointOptions,
    Pick<NotificationsSocketOptions, 'WebSocket' | 'random' | 'heartbeatTimeoutMs'> {
  /** The list address when the page passes one (spec §7); default `{apiBase}/notifications/xhr/onsite`. */
  listUrl?: string | undefined;
  fetch?: typeof fetch;
  csrfToken?: () => string;
  /** The HTML sanitizer; default DOMPurify with the allow-list, from its own chunk. */
  sanitize?: SanitizeHtml;
  /** Imports the sanitizer chunk; default `import('…/live-sanitize.chunk.ts')`. */
  importSanitizer?: () => Promise<SanitizerChunk>;
  pushEnvironment?: PushEnvironment;
  serviceWorker?: ServiceWorkerOptions;
}

/** The sanitizer chunk's module (DOMPurify and the allow-list). */
export type SanitizerChunk = typeof SanitizerChunkModule;

const importSanitizerChunk = (): Promise<SanitizerChunk> =>
  import('../../live/sanitize/live-sanitize.chunk.ts');

/** Builds the stores without registering them; `notificationsStoresFor` keeps one set per page. */
export function createNotificationsStores(
  options: NotificationsStoresOptions = {},
): NotificationsStores {
  const { apiBase } = resolveEndpoints(options);
  const api = createNotificationsApi({
    apiBase,
    listUrl: options.listUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.csrfToken ? { csrfToken: options.csrfToken } : {}),
  });
  const list = createNotificationsListStore(api);
  const { sanitize } = options;
  const importSanitizer = options.importSanitizer ?? importSanitizerChunk;
  const loadSanitizer = sanitize
    ? () => Promise.resolve(sanitize)
    : // DOMPurify, in its own chunk: imported when a notification is first shown.
      lazyChunk(() => importSanitizer().then((chunk) => chunk.createHtmlSanitizer()));
  const safeList = createSafeNotificationsStore(
    computed(list.$state, (state) => state.items),
    loadSanitizer,
  );
  const counter = createUnreadCounterStore({
    socketUrl: api.socketUrl,
    onReconnected: () => void list.refreshCounts(),
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.heartbeatTimeoutMs ? { heartbeatTimeoutMs: options.heartbeatTimeoutMs } : {}),
  });
  // A logged-in page with a live count tells the server the user is online (spec §7 "Last seen").
  onMount(counter.$socketState, () => pingLastSeenOnce(apiBase));
  const env = options.pushEnvironment ?? browserPushEnvironment();
  const push = createPushStore({
    env,
    controller: createPushController(env, options.serviceWorker ?? defaultServiceWorker),
    api,
    $notifications: list.$state,
  });
  return { apiBase, api, list, safeList, counter, push };
}

/**
 * The notifications stores of the page for this API base: created on first
 * use, then shared by every element and bundle copy on the page, so there is
 * one socket per page however many elements show the count. (`.v2`: the list
 * now holds untrusted HTML, sanitized by `safeList`; an older copy keeps its own.)
 */
export function notificationsStoresFor(
  options: NotificationsStoresOptions = {},
): NotificationsStores {
  const { apiBase } = resolveEndpoints(options);
  return shared(`live:notifications.v2:${apiBase}`, () => createNotificationsStores(options));
}
