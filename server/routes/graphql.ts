import type { IncomingMessage } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http';
import type { AppContext, RequestContext } from '../context.ts';
import { graphqlContext, type GraphQLContext } from '../graphql/context.ts';
import { maskError } from '../graphql/mask-errors.ts';
import { readBody } from '../http/body.ts';
import { csrfHeader, loadSession, requireCsrf } from '../http/session.ts';
import type { Route } from '../router.ts';

interface GraphQLRequestContext {
  app: AppContext;
  sessionId: string | null;
}

/**
 * GraphQL over HTTP at /graphql (graphql-http). GET runs queries only; POST
 * runs anything and, like every POST, needs the CSRF token, here in the
 * x-csrf-token header. The body limit applies before GraphQL sees the body.
 */
export function createGraphqlRoutes(schema: GraphQLSchema): Route[] {
  const handle = createHandler<IncomingMessage, GraphQLRequestContext, GraphQLContext>({
    schema,
    context: (req) => graphqlContext(req.context.app, req.context.sessionId),
    formatError: maskError,
    // A result without `data` is a request error (variables that do not
    // coerce): a 400, as GraphQL over HTTP asks for graphql-response+json.
    onOperation(req, _args, result) {
      if ('data' in result || !result.errors) return;
      const accept = req.raw.headers.accept ?? '';
      const type = accept.includes('application/graphql-response+json')
        ? 'application/graphql-response+json; charset=utf-8'
        : 'application/json; charset=utf-8';
      return [
        JSON.stringify({ errors: result.errors.map((e) => maskError(e)) }),
        { status: 400, statusText: 'Bad Request', headers: { 'content-type': type } },
      ];
    },
  });

  async function run(ctx: RequestContext, body: string | null, sessionId: string | null) {
    const [responseBody, init] = await handle({
      method: ctx.req.method ?? 'GET',
      url: ctx.req.url ?? '/graphql',
      headers: ctx.req.headers,
      body,
      raw: ctx.req,
      context: { app: ctx.app, sessionId },
    });
    const { 'content-type': contentType, ...headers } = init.headers ?? {};
    ctx.jsonText(
      init.status,
      responseBody ?? '',
      contentType ?? 'application/json; charset=utf-8',
      headers,
    );
  }

  return [
    {
      method: 'GET',
      path: '/graphql',
      handle: (ctx) => run(ctx, null, loadSession(ctx)?.id ?? null),
    },
    {
      method: 'POST',
      path: '/graphql',
      async handle(ctx) {
        const body = await readBody(ctx.req, ctx.app.config.bodyLimitBytes);
        const session = requireCsrf(ctx, csrfHeader(ctx));
        await run(ctx, body.toString('utf8'), session.id);
      },
    },
  ];
}
