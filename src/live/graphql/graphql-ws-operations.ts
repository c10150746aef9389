import type { Client, FormattedExecutionResult } from 'graphql-ws';
import type { GraphqlOperation } from './graphql-http.ts';

/** A GraphQL operation over the socket failed: GraphQL errors, a closed socket, or no data. */
export class GraphqlSocketError extends Error {
  constructor(operationName: string, reason: unknown) {
    super(`${operationName} over graphql-ws failed: ${describe(reason)}`);
    this.name = 'GraphqlSocketError';
  }
}

// graphql-ws hands a sink an Error, a list of GraphQL errors, or the socket's CloseEvent.
function describe(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  if (Array.isArray(reason)) return JSON.stringify(reason);
  if (typeof reason === 'object' && reason !== null && 'code' in reason) {
    const { code, reason: text } = reason as { code: unknown; reason?: unknown };
    return `the socket closed (${String(code)}${text ? ` ${String(text)}` : ''})`;
  }
  return String(reason);
}

const payload = (operation: GraphqlOperation) => ({
  operationName: operation.operationName,
  query: operation.query,
});

/**
 * A query (or mutation) over the graphql-ws socket: one result, then done.
 * Opens the lazy socket if nothing else has. Resolves with `data`; GraphQL
 * errors, a socket that gave up or a missing result reject.
 */
export function queryOverSocket<Data>(ws: Client, operation: GraphqlOperation): Promise<Data> {
  return new Promise<Data>((resolve, reject) => {
    let result: FormattedExecutionResult<Data, unknown> | undefined;
    ws.subscribe<Data>(payload(operation), {
      next: (value) => {
        result = value;
      },
      error: (error) => reject(new GraphqlSocketError(operation.operationName, error)),
      complete: () => {
        if (result?.errors?.length) {
          reject(new GraphqlSocketError(operation.operationName, result.errors));
        } else if (result?.data === undefined || result.data === null) {
          reject(new GraphqlSocketError(operation.operationName, 'no data'));
        } else resolve(result.data);
      },
    });
  });
}

export interface SocketSubscriptionHandlers<Data> {
  next(data: Data): void;
  /** A result with errors (the subscription goes on), or the end of the subscription by an error. */
  error(error: GraphqlSocketError): void;
}

/** A subscription over the graphql-ws socket; returns the cleanup that ends it. */
export function subscribeOverSocket<Data>(
  ws: Client,
  operation: GraphqlOperation,
  handlers: SocketSubscriptionHandlers<Data>,
): () => void {
  return ws.subscribe<Data>(payload(operation), {
    next: (result) => {
      if (result.errors?.length) {
        handlers.error(new GraphqlSocketError(operation.operationName, result.errors));
      } else if (result.data !== undefined && result.data !== null) handlers.next(result.data);
    },
    error: (error) => handlers.error(new GraphqlSocketError(operation.operationName, error)),
    complete: () => {},
  });
}
