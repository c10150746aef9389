import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, type GraphQLSchema } from 'graphql';
// Renamed: `useServer` is not a React hook, but its name makes the hooks linter think so.
import { useServer as serveGraphqlWs } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { AppContext } from '../context.ts';
import { graphqlContext } from '../graphql/context.ts';
import { parseWithLimits, validateWithLimits } from '../graphql/limits.ts';
import { formatResult } from '../graphql/mask-errors.ts';
import { readCookies } from '../http/cookies.ts';
import { sessionCookie } from '../http/session.ts';

/**
 * GraphQL over websockets at /graphql (graphql-ws, protocol
 * graphql-transport-ws). The session comes from the cookie of the upgrade
 * request; who is signed in is read again for every operation.
 */
export function createGraphqlSocketServer(app: AppContext, schema: GraphQLSchema) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: app.config.bodyLimitBytes });
  const server = serveGraphqlWs(
    {
      schema,
      context: (ctx) =>
        graphqlContext(app, readCookies(ctx.extra.request).get(sessionCookie) ?? null),
      // Parsed and validated here rather than by graphql-ws, which closes the
      // whole socket when parsing throws: a bad document, or one over a limit,
      // is an error for that operation only.
      onSubscribe(_ctx, _id, payload) {
        let document;
        try {
          document = parseWithLimits(payload.query);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
        }
        const errors = validateWithLimits(schema, document);
        if (errors.length > 0) return errors;
        return {
          schema,
          document,
          operationName: payload.operationName ?? null,
          variableValues: payload.variables ?? null,
        };
      },
      onNext: (_ctx, _id, _payload, _args, result) => formatResult(result),
    },
    wss,
  );
  wss.on('connection', (socket) => {
    app.sockets.add(socket, 'graphql');
    if (app.faults.current.dropWebsockets) socket.terminate();
  });

  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    async close(): Promise<void> {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
