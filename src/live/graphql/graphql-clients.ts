import type { Client } from 'graphql-ws';
import { shared } from '../../lib/page-registry.ts';
import type { RandomSource } from '../notifications/reconnect-policy.ts';
import type { GraphqlHttpOptions } from './graphql-http.ts';
import { createGraphqlWsClient } from './graphql-ws-client.ts';

/**
 * The GraphQL side of one page: the one graphql-ws client, and what an HTTP
 * request needs. Apollo Client is not here: it comes with the messages chunk
 * (src/stores/messages/live-messages.chunk.ts) and carries its subscriptions on this
 * same `ws`, so the page keeps one /graphql socket.
 */
export interface GraphqlClients {
  /** The endpoints, as a registry key: what else the page keeps per endpoint is named by it. */
  readonly key: string;
  readonly ws: Client;
  /** The HTTP endpoint, with the fetch and CSRF token tests inject. */
  readonly http: GraphqlHttpOptions;
  /**
   * Called after the graphql-ws socket reconnected; the unseen-count store
   * sets it to fetch the count again. Returns the cleanup that removes it.
   */
  onReconnected(listener: () => void): () => void;
}

export interface GraphqlClientOptions extends GraphqlHttpOptions {
  graphqlWsUrl: string;
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
  return {
    key: graphqlClientsKey(options),
    ws,
    http: {
      graphqlUrl: options.graphqlUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.csrfToken ? { csrfToken: options.csrfToken } : {}),
    },
    onReconnected(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The page's clients for these endpoints, created on the first call (never on
 * import) and kept in the registry on globalThis, so every element and every
 * copy of the bundle on the page shares them. (`.v2`: the value no longer
 * holds an Apollo Client; an older bundle copy keeps its own.)
 */
export function graphqlClientsFor(options: GraphqlClientOptions): GraphqlClients {
  return shared(`live:graphql.v2:${graphqlClientsKey(options)}`, () =>
    createGraphqlClients(options),
  );
}

const graphqlClientsKey = (options: GraphqlClientOptions) =>
  `${options.graphqlUrl} ${options.graphqlWsUrl}`;
