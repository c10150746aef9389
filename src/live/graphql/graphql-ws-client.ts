import { createClient, type Client } from 'graphql-ws/client';
import {
  reconnectDelay,
  maxRetriesAfterFailure,
  type RandomSource,
} from '../notifications/reconnect-policy.ts';

/** graphql-ws pings this often; a pong that does not come back within the timeout means half-open. */
export const graphqlKeepAliveMs = 20_000;
export const graphqlPongTimeoutMs = 10_000;

export interface GraphqlWsOptions {
  url: string;
  /** The browser's WebSocket by default; in Node, e.g. `ws` with a cookie header. */
  webSocketImpl?: unknown;
  random?: RandomSource;
  /** The socket connected again after a drop: fetch the counts again. */
  onReconnected?: () => void;
}

/**
 * A graphql-ws client (protocol graphql-transport-ws). Lazy: the socket opens
 * with the first subscription and closes after the last one. Retries follow
 * the realtime rules of the specification (random 200-5000 ms, at most 3
 * retries in a row); a ping without a pong within 10 s closes a half-open
 * socket so that the retry logic takes over.
 */
export function createGraphqlWsClient(options: GraphqlWsOptions): Client {
  const random = options.random ?? Math.random;
  let activeSocket: WebSocket | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  return createClient({
    url: options.url,
    webSocketImpl: options.webSocketImpl,
    lazy: true,
    lazyCloseTimeout: 1000,
    keepAlive: graphqlKeepAliveMs,
    retryAttempts: maxRetriesAfterFailure,
    shouldRetry: () => true,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, reconnectDelay(random))),
    on: {
      connected: (socket, _payload, wasRetry) => {
        activeSocket = socket as WebSocket;
        if (wasRetry) options.onReconnected?.();
      },
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => {
          // 4408: graphql-ws's "request timeout"; the client then retries.
          if (activeSocket?.readyState === 1) activeSocket.close(4408, 'Pong timeout');
        }, graphqlPongTimeoutMs);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: () => {
        clearTimeout(pongTimer);
        activeSocket = null;
      },
    },
  });
}
