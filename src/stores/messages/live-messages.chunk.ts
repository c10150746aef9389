import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../../live/graphql/apollo-client.ts';
import type { GraphqlClients } from '../../live/graphql/graphql-clients.ts';
import { shared } from '../../lib/page-registry.ts';
import { createRecentChatsStore, type RecentChatsStore } from './recent-chats.ts';

// The messages chunk (dist-elements/chunks/live-messages-*.js): Apollo Client,
// graphql, rxjs and the recent-chats store. messages-stores.ts imports it when
// the dropdown first needs the chats; a page that never opens it never loads it.

/**
 * The page's Apollo Client for these clients: HTTP for queries and mutations,
 * and the page's one graphql-ws client for subscriptions (one /graphql socket).
 */
export function apolloClientFor(clients: GraphqlClients): ApolloClient {
  return shared(`live:apollo:${clients.key}`, () =>
    createApolloClient({ ...clients.http, wsClient: clients.ws }),
  );
}

/** The page's recent-chats store, on the page's Apollo Client. */
export function recentChatsStoreFor(clients: GraphqlClients): RecentChatsStore {
  return shared(`live:recentChats:${clients.key}`, () =>
    createRecentChatsStore(apolloClientFor(clients)),
  );
}
