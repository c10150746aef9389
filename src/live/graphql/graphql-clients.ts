import type { ApolloClient } from '@apollo/client';
import type { Client } from 'graphql-ws';
import { shared } from '../../stores/registry.ts';
import type { RandomSource } from '../notifications/reconnect-policy.ts';
import { createApolloClient } from './apollo-client.ts';
import { createGraphqlWsClient } from './graphql-ws-client.ts';

/** The GraphQL side of one page: one Apollo Client and one graphql-ws client. */
export interface GraphqlClients {
  readonly apollo: ApolloClient;
  readonly ws: Client;
  /**
   * Called after the graphql-ws socket reconnected; the unseen-count store
   * sets it to fetch the count again. Returns the cleanup that removes it.
   */
  onReconnected(listener: () => void): () => void;
}

export interface GraphqlClientOptions {
  graphqlUrl: string;
  graphqlWsUrl: string;
  fetch?: typeof fetch;
  csrfToken?: () => string;
  webSocketImpl?: unknown;
  random?: RandomSource;
}

/** New clients; prefer `graphqlClientsFor`, which keeps one per page. */
export function createGraphqlClients(options: GraphqlClientOptions): GraphqlClients {
  const listeners = new Set<() => void>();
  const ws = createGraphqlWsClient({
    url: options.graphqlWsUrl,
    webSocketImpl: options.webSocketImpl,
    ...(options.random ? { random: options.random } : {}),
    onReconnected: () => {
      for (const listener of [...listeners]) listener();
    },
  });
  const apollo = createApolloClient({
    graphqlUrl: options.graphqlUrl,
    wsClient: ws,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.csrfToken ? { csrfToken: options.csrfToken } : {}),
  });
  return {
    apollo,
    ws,
    onReconnected(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The page's clients for these endpoints, created on the first call (never on
 * import) and kept in the registry on globalThis, so every element and every
 * copy of the bundle on the page shares them.
 */
export function graphqlClientsFor(options: GraphqlClientOptions): GraphqlClients {
  return shared(`live:graphql:${options.graphqlUrl} ${options.graphqlWsUrl}`, () =>
    createGraphqlClients(options),
  );
}
