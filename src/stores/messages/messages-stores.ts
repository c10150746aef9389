import { resolveEndpoints, type LiveEndpointOptions } from '../../live/endpoints.ts';
import {
  graphqlClientsFor,
  type GraphqlClientOptions,
} from '../../live/graphql/graphql-clients.ts';
import { lazyChunk } from '../../live/lazy-chunk.ts';
import type * as MessagesChunkModule from './live-messages.chunk.ts';
import { shared } from '../../lib/page-registry.ts';
import { createLazyRecentChatsStore } from './lazy-recent-chats.ts';
import type { RecentChatsStore } from './recent-chats.ts';
import { createUnseenCountStore, type UnseenCountStore } from './unseen-count.ts';

export interface MessagesStores {
  /** Loads the messages chunk (Apollo) when something first listens. */
  readonly recentChats: RecentChatsStore;
  readonly unseenCount: UnseenCountStore;
}

/** The messages chunk's module (Apollo and the chat list). */
export type MessagesChunk = typeof MessagesChunkModule;

/** Endpoints from the element's attributes, plus what tests inject. */
export type MessagesStoresOptions = LiveEndpointOptions &
  Pick<GraphqlClientOptions, 'fetch' | 'csrfToken' | 'webSocketImpl' | 'random'> & {
    /** Imports the messages chunk; default `import('./live-messages.chunk.ts')`. */
    importChunk?: () => Promise<MessagesChunk>;
  };

const importMessagesChunk = (): Promise<MessagesChunk> => import('./live-messages.chunk.ts');

/**
 * The messages stores of the page for these endpoints: created on first use
 * (with the page's one graphql-ws client), then shared by every element and
 * bundle copy on the page. The unseen count needs no more than the socket;
 * the chat list brings Apollo in its own chunk, on the same socket.
 */
export function messagesStoresFor(options: MessagesStoresOptions = {}): MessagesStores {
  const { graphqlUrl, graphqlWsUrl } = resolveEndpoints(options);
  return shared(`live:messages.v2:${graphqlUrl} ${graphqlWsUrl}`, () => {
    const clients = graphqlClientsFor({ ...options, graphqlUrl, graphqlWsUrl });
    const importChunk = options.importChunk ?? importMessagesChunk;
    const loadRecentChats = lazyChunk(() =>
      importChunk().then((chunk) => chunk.recentChatsStoreFor(clients)),
    );
    return {
      recentChats: createLazyRecentChatsStore(loadRecentChats),
      unseenCount: createUnseenCountStore(clients),
    };
  });
}
