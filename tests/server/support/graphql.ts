import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Client } from './client.ts';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** A GraphQL POST over HTTP with the CSRF header, as Apollo's HttpLink would send it. */
export async function graphqlPost<T = Record<string, unknown>>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = { 'x-csrf-token': client.csrf() },
): Promise<GraphQLResponse<T>> {
  const response = await client.fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<T>['body'] };
}

export const recentChatsQuery = `query RecentChats($from: Int!, $limit: Int!) {
  recentChats(from: $from, limit: $limit) {
    id
    participants { id user { id displayName } lastReadAt }
    lastEvent { id author { id displayName } createdAt content }
  }
  viewer { id displayName isDesigner }
}`;

/** A graphql-ws client (graphql-transport-ws) that sends the browser's cookies with the upgrade. */
export function graphqlWsClient(
  client: Client,
  options: { retryAttempts?: number } = {},
): WsClient {
  const cookie = client.cookieHeader();
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  return createWsClient({
    url: `${client.baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: options.retryAttempts ?? 0,
    lazy: true,
  });
}

/** Collects the values of a subscription so that a test can wait for the next one. */
export function subscribeValues<T>(ws: WsClient, query: string) {
  const values: T[] = [];
  const errors: unknown[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  const stop = ws.subscribe<T>(
    { query },
    {
      next: (value) => {
        if (value.data) values.push(value.data as T);
        if (value.errors) errors.push(...value.errors);
        wake();
      },
      error: (error) => {
        errors.push(error);
        wake();
      },
      complete: wake,
    },
  );
  return {
    values,
    errors,
    stop,
    /** Resolves once `predicate` holds for the values (or errors) seen, or rejects after `ms`. */
    async until(predicate: () => boolean, ms = 3000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!predicate()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out; values so far: ${JSON.stringify(values)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}
