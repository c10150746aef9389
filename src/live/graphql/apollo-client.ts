import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import type { Client } from 'graphql-ws';
import { readCsrfToken } from '../csrf.ts';

export interface ApolloOptions {
  graphqlUrl: string;
  /** The graphql-ws client that carries subscriptions. */
  wsClient: Client;
  fetch?: typeof fetch;
  /** The CSRF token for POSTs (x-csrf-token header); default the csrf_token cookie. */
  csrfToken?: () => string;
}

/**
 * Apollo Client 4: subscriptions over graphql-ws, queries and mutations over
 * HTTP with the cookies (`credentials: 'include'`, so a GraphQL endpoint on
 * another origin sees the session too) and the CSRF token in `x-csrf-token`.
 */
export function createApolloClient(options: ApolloOptions): ApolloClient {
  const http = new HttpLink({
    uri: options.graphqlUrl,
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const csrfToken = options.csrfToken ?? (() => readCsrfToken());
  // Every POST carries the session's CSRF token, read when the request is sent
  // (the cookie changes when the user signs in or out).
  const csrf = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'x-csrf-token': csrfToken() },
    }));
    return forward(operation);
  });
  const link = ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    new GraphQLWsLink(options.wsClient),
    csrf.concat(http),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
