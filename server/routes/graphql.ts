import type { IncomingMessage } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http';
import type { AppContext, RequestContext } from '../context.ts';
import { graphqlContext, type GraphQLContext } from '../graphql/context.ts';
import { limitRules, parseWithLimits } from '../graphql/limits.ts';
import { maskError } from '../graphql/mask-errors.ts';
import { readBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { csrfHeader, loadSession, requireCsrf } from '../http/session.ts';
import { queryObject } from '../http/validate.ts';
import type { Route } from '../router.ts';

/** The server's error for each empty answer of graphql-http. */
const emptyAnswers: Record<number, [code: string, message: string]> = {
  405: ['method_not_allowed', 'GET runs queries only; send a mutation with POST.'],
  406: [
    'not_acceptable',
    'Accept application/graphql-response+json or application/json (or send no Accept header).',
  ],
  415: ['unsupported_media_type', 'POST /graphql takes Content-Type: application/json.'],
};

/**
 * Whether graphql-http answers in GraphQL over HTTP's own media type: the
 * first of the Accept header's types that it takes, in the header's order,
 * as graphql-http picks it (application/json for `*\/*` and `application/*`).
 */
function acceptsGraphqlResponse(req: IncomingMessage): boolean {
  const types = (req.headers.accept ?? '*/*').replace(/\s/g, '').toLowerCase().split(',');
  for (const type of types.map((accept) => accept.split(';')[0])) {
    if (type === 'application/graphql-response+json') return true;
    if (type === 'application/json' || type === 'application/*' || type === '*/*') return false;
  }
  return false;
}

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
    // The limits of graphql/limits.ts: a document over one is a request error (400).
    parse: parseWithLimits,
    validationRules: limitRules,
    // A result without `data` is a request error (variables that do not
    // coerce). GraphQL over HTTP: a 400 when the client accepts
    // graphql-response+json; with application/json only, a 200 (graphql-http's
    // own answer), as for every other request error.
    onOperation(req, _args, result) {
      if ('data' in result || !result.errors) return;
      if (!acceptsGraphqlResponse(req.raw)) return;
      return [
        JSON.stringify({ errors: result.errors.map((e) => maskError(e)) }),
        {
          status: 400,
          statusText: 'Bad Request',
          headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
        },
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
    // graphql-http answers a request it cannot take (415, 406, 405) with no
    // body: the server's JSON error instead.
    if (responseBody === null && init.status >= 400) {
      const [code, message] = emptyAnswers[init.status] ?? ['invalid_body', init.statusText];
      throw new HttpError(init.status, code, message);
    }
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
      handle: (ctx) => {
        queryObject(ctx.url); // a repeated parameter is a 400 invalid_query, as everywhere
        return run(ctx, null, loadSession(ctx)?.id ?? null);
      },
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
