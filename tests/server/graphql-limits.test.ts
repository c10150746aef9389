import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWithLimits, queryLimits, validateWithLimits } from '../../server/graphql/limits.ts';
import { createSchema } from '../../server/graphql/schema.ts';
import {
  setLastSeenAtMutation,
  unseenChatCountQuery,
  unseenChatCountSubscription,
} from '../../src/live/graphql/documents.ts';
import { recentChatsQuery as clientRecentChatsQuery } from '../../src/live/graphql/recent-chats-query.ts';
import { devPost, seed } from './support/api.ts';
import { signedIn, type Client } from './support/client.ts';
import { graphqlPost, graphqlWsClient, subscribeValues } from './support/graphql.ts';
import { startServer, type TestServer } from './support/server.ts';

// The limits of server/graphql/limits.ts, at their edges: one under passes,
// one over is refused with an error that names the limit, over HTTP and over
// the websocket, where the error ends that operation only.

const chatSelection =
  '{ id participants { id user { id displayName } lastReadAt } lastEvent { id author { id displayName } createdAt content } }';

/** `count` aliased fields in one query. */
const aliased = (count: number, field: string) =>
  `query { ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;

/** `__type` with `levels` nested `ofType` selections: depth levels + 4. */
const nested = (levels: number) =>
  `query { __type(name: "Query") { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } }`;

let server: TestServer;
let designer: Client;
/** A chat of the designer's and its other participant: a message from them raises the unseen count. */
let chat: { id: string; other: string };
beforeAll(async () => {
  server = await startServer();
  designer = await signedIn(server.url, 'designer');
  const chats = await graphqlPost<{
    recentChats: { id: string; participants: { user: { id: string } }[] }[];
  }>(designer, `query { recentChats(from: 0, limit: 1) { id participants { user { id } } } }`);
  const first = chats.body.data?.recentChats[0];
  const other = first?.participants.find((p) => p.user.id !== seed.designer.id)?.user.id;
  if (!first || !other) throw new Error('the seed gives the designer a chat with someone else');
  chat = { id: first.id, other };
});
afterAll(() => server.close());

describe('the limits', () => {
  it('let every document of the client through', () => {
    const schema = createSchema();
    for (const query of [
      print(clientRecentChatsQuery),
      unseenChatCountQuery.query,
      unseenChatCountSubscription.query,
      setLastSeenAtMutation.query,
    ]) {
      expect(validateWithLimits(schema, parseWithLimits(query)), query).toEqual([]);
    }
  });
});

describe('POST /graphql over a limit', () => {
  it('refuses a 53 KB query of 421 aliased recentChats(limit: 100) while parsing: 400, the token limit named', async () => {
    const query = aliased(
      421,
      'recentChats(from: 0, limit: 100) { id participants { id user { id displayName } lastReadAt } lastEvent { id content } }',
    );
    // Within the body limit (64 KiB): GraphQL itself refuses it.
    expect(query.length).toBeGreaterThan(50_000);
    expect(query.length).toBeLessThan(64 * 1024);
    const response = await graphqlPost(designer, query);
    expect(response.status).toBe(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors).toEqual([
      {
        message: `Document limit of ${queryLimits.maxTokens} tokens exceeded: parsing stopped there.`,
        extensions: { code: 'QUERY_LIMIT', limit: 'maxTokens', max: queryLimits.maxTokens },
      },
    ]);
  });

  it(`aliases: ${queryLimits.maxAliases} pass, one more is a 400 naming the limit`, async () => {
    const ok = await graphqlPost(designer, aliased(queryLimits.maxAliases, 'unseenChatCount'));
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.data ?? {})).toHaveLength(queryLimits.maxAliases);

    const over = await graphqlPost(
      designer,
      aliased(queryLimits.maxAliases + 1, 'unseenChatCount'),
    );
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      {
        message: `Aliases limit of ${queryLimits.maxAliases} exceeded, found ${queryLimits.maxAliases + 1}.`,
        extensions: { code: 'QUERY_LIMIT', limit: 'maxAliases', max: queryLimits.maxAliases },
      },
    ]);
  });

  it(`depth: ${queryLimits.maxDepth} passes, one more is a 400 naming the limit`, async () => {
    const ok = await graphqlPost(designer, nested(queryLimits.maxDepth - 4));
    expect(ok.status).toBe(200);
    const over = await graphqlPost(designer, nested(queryLimits.maxDepth - 3));
    expect(over.status).toBe(400);
    expect(over.body.errors?.[0]).toMatchObject({
      message: `Query depth limit of ${queryLimits.maxDepth} exceeded, found ${queryLimits.maxDepth + 1}.`,
      extensions: { code: 'QUERY_LIMIT', limit: 'maxDepth' },
    });
  });

  it(`cost: four full recentChats pass, five go over ${queryLimits.maxCost}`, async () => {
    const ok = await graphqlPost(designer, aliased(4, `recentChats(limit: 1) ${chatSelection}`));
    expect(ok.status).toBe(200);
    const over = await graphqlPost(designer, aliased(5, `recentChats(limit: 1) ${chatSelection}`));
    expect(over.status).toBe(400);
    expect(over.body.errors?.[0]?.message).toMatch(
      new RegExp(`^Query Cost limit of ${queryLimits.maxCost} exceeded, found \\d+(\\.\\d+)?\\.$`),
    );
    expect(over.body.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_LIMIT',
      limit: 'maxCost',
    });
  });

  it('GET /graphql applies the same limits', async () => {
    const query = encodeURIComponent(aliased(queryLimits.maxAliases + 1, 'unseenChatCount'));
    const response = await designer.fetch(`/graphql?query=${query}`, {
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { extensions: { limit: string } }[] };
    expect(body.errors[0]?.extensions.limit).toBe('maxAliases');
  });
});

describe('graphql-ws: a bad operation fails alone', () => {
  for (const [name, query] of [
    ['a syntax error', 'subscription { unseenChatCount'],
    ['an operation over the alias limit', aliased(queryLimits.maxAliases + 1, 'unseenChatCount')],
    ['an unknown field', 'subscription { nothingHere }'],
  ] as const) {
    it(`${name}: an error for that operation; the socket and its other subscription go on`, async () => {
      const ws = graphqlWsClient(designer);
      let closed = 0;
      ws.on('closed', () => (closed += 1));
      const counts = subscribeValues<{ unseenChatCount: number }>(
        ws,
        'subscription { unseenChatCount }',
      );
      try {
        await counts.until(() => counts.values.length >= 1);
        const bad = subscribeValues(ws, query);
        await bad.until(() => bad.errors.length >= 1);
        const errors = bad.errors[0] as { message: string }[];
        expect(Array.isArray(errors), 'an error message for the operation, not a close').toBe(true);
        expect(errors[0]?.message).toBeTruthy();
        if (name === 'an operation over the alias limit') {
          expect(errors[0]?.message).toBe(
            `Aliases limit of ${queryLimits.maxAliases} exceeded, found ${queryLimits.maxAliases + 1}.`,
          );
        }

        // The first subscription still hears changes on the same socket:
        // everything seen, then a new message from the other side.
        await graphqlPost(designer, 'mutation { setLastSeenAt { userId } }');
        await counts.until(() => counts.values.at(-1)?.unseenChatCount === 0);
        const sent = await devPost(designer, `/dev/chats/${chat.id}/messages`, {
          authorId: chat.other,
          content: `Still there? (${name})`,
        });
        expect(sent.status).toBe(201);
        await counts.until(() => counts.values.at(-1)?.unseenChatCount === 1);
        expect(counts.errors).toEqual([]);
        expect(closed).toBe(0);
      } finally {
        await ws.dispose();
      }
    });
  }
});
