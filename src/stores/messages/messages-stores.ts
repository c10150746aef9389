import { resolveEndpoints, type LiveEndpointOptions } from '../../live/endpoints.ts';
import {
  graphqlClientsFor,
  type GraphqlClientOptions,
} from '../../live/graphql/graphql-clients.ts';
import { shared } from '../registry.ts';
import { createRecentChatsStore, type RecentChatsStore } from './recent-chats.ts';
import { createUnseenCountStore, type UnseenCountStore } from './unseen-count.ts';

export interface MessagesStores {
  readonly recentChats: RecentChatsStore;
  readonly unseenCount: UnseenCountStore;
}

/** Endpoints from the element's attributes, plus what tests inject. */
export type MessagesStoresOptions = LiveEndpointOptions &
  Pick<GraphqlClientOptions, 'fetch' | 'csrfToken' | 'webSocketImpl' | 'random'>;

/**
 * The messages stores of the page for these endpoints: created on first use
 * (with the page's one Apollo Client and graphql-ws client), then shared by
 * every element and bundle copy on the page.
 */
export function messagesStoresFor(options: MessagesStoresOptions = {}): MessagesStores {
  const { graphqlUrl, graphqlWsUrl } = resolveEndpoints(options);
  return shared(`live:messages:${graphqlUrl} ${graphqlWsUrl}`, () => {
    const clients = graphqlClientsFor({ ...options, graphqlUrl, graphqlWsUrl });
    return {
      recentChats: createRecentChatsStore(clients.apollo),
      unseenCount: createUnseenCountStore(clients),
    };
  });
}
