import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, signedIn, type Client } from './support/client.ts';
import { expectError, seed } from './support/api.ts';
import { graphqlPost, recentChatsQuery } from './support/graphql.ts';
import { startServer, type TestServer } from './support/server.ts';

interface Chat {
  id: string;
  participants: {
    id: string;
    user: { id: string; displayName: string };
    lastReadAt: string | null;
  }[];
  lastEvent: {
    id: string;
    author: { id: string; displayName: string };
    createdAt: string;
    content: string;
  } | null;
}
interface RecentChats {
  recentChats: Chat[];
  viewer: { id: string; displayName: string; isDesigner: boolean } | null;
}

let server: TestServer;
let designer: Client;
let holder: Client;

beforeAll(async () => {
  server = await startServer();
  designer = await signedIn(server.url, 'designer');
  holder = await signedIn(server.url, 'contest-holder');
});
afterAll(() => server.close());

describe('query RecentChats', () => {
  it('returns the first page of 30 chats, newest last event first, with every field the header reads', async () => {
    const { status, body } = await graphqlPost<RecentChats>(designer, recentChatsQuery, {
      from: 0,
      limit: 30,
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const chats = body.data?.recentChats ?? [];
    expect(chats).toHaveLength(30);
    const times = chats.map((c) => Date.parse(c.lastEvent?.createdAt ?? ''));
    expect(times.every((t) => Number.isFinite(t))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const chat of chats) {
      expect(chat.participants.map((p) => p.user.id)).toContain(seed.designer.id);
      expect(chat.participants.length).toBeGreaterThanOrEqual(2);
      expect(new Set(chat.participants.map((p) => p.id)).size).toBe(chat.participants.length);
      expect(chat.lastEvent?.content.length).toBeGreaterThan(0);
    }
    expect(body.data?.viewer).toEqual({ ...seed.designer, isDesigner: true });
  });

  it('pages with from and limit without overlap', async () => {
    const first = await graphqlPost<RecentChats>(designer, recentChatsQuery, {
      from: 0,
      limit: 10,
    });
    const second = await graphqlPost<RecentChats>(designer, recentChatsQuery, {
      from: 10,
      limit: 10,
    });
    const a = first.body.data?.recentChats.map((c) => c.id) ?? [];
    const b = second.body.data?.recentChats.map((c) => c.id) ?? [];
    expect(a).toHaveLength(10);
    expect(b).toHaveLength(10);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it('has unread chats: a last event by someone else newer than the viewer’s lastReadAt', async () => {
    const { body } = await graphqlPost<RecentChats>(designer, recentChatsQuery, {
      from: 0,
      limit: 30,
    });
    const unread = (body.data?.recentChats ?? []).filter((chat) => {
      const mine = chat.participants.find((p) => p.user.id === seed.designer.id);
      const last = chat.lastEvent;
      if (!last || last.author.id === seed.designer.id) return false;
      return mine?.lastReadAt == null || Date.parse(last.createdAt) > Date.parse(mine.lastReadAt);
    });
    expect(unread.length).toBeGreaterThanOrEqual(seed.unseenChats);
  });

  it('tells a contest holder from a designer in viewer', async () => {
    const { body } = await graphqlPost<RecentChats>(
      holder,
      '{ viewer { id displayName isDesigner } }',
    );
    expect(body.data?.viewer).toEqual({ ...seed.contestHolder, isDesigner: false });
  });

  it('answers viewer null and UNAUTHENTICATED for chats when logged out', async () => {
    const visitor = await signedIn(server.url, 'logged-out');
    const viewer = await graphqlPost(visitor, '{ viewer { id } }');
    expect(viewer.body).toEqual({ data: { viewer: null } });
    const chats = await graphqlPost(visitor, recentChatsQuery, { from: 0, limit: 30 });
    expect(chats.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['limit', { from: 0, limit: 0 }],
    ['limit', { from: 0, limit: 101 }],
    ['from', { from: -1, limit: 30 }],
    ['from', { from: 10_001, limit: 30 }],
  ])('refuses %s out of range (%j) with BAD_USER_INPUT', async (field, variables) => {
    const { status, body } = await graphqlPost(designer, recentChatsQuery, variables);
    expect(status).toBe(200); // GraphQL over HTTP: an execution error, reported in `errors`
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(body.data).toBeNull();
  });

  it('refuses variables of the wrong type with a 400 request error', async () => {
    const { status, body } = await graphqlPost(designer, recentChatsQuery, {
      from: 'zero',
      limit: 30,
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/from/);
  });

  it('answers a GET query without a CSRF token (queries only)', async () => {
    const query = encodeURIComponent('{ viewer { id } }');
    const response = await designer.fetch(`/graphql?query=${query}`, {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: { id: seed.designer.id } } });
    const mutation = encodeURIComponent('mutation { setLastSeenAt { userId } }');
    const refused = await designer.fetch(`/graphql?query=${mutation}`, {
      headers: { accept: 'application/json' },
    });
    expect(refused.status).toBe(405);
  });
});

describe('unseenChatCount and setLastSeenAt', () => {
  it('counts the seeded unseen chats, then drops to 0 after setLastSeenAt returns the userId', async () => {
    const client = await signedIn(server.url, 'contest-holder');
    const before = await graphqlPost<{ unseenChatCount: number }>(
      client,
      'query { unseenChatCount }',
    );
    expect(before.body.data?.unseenChatCount).toBe(seed.unseenChats);
    const mutation = await graphqlPost(client, 'mutation SetLastSeen { setLastSeenAt { userId } }');
    expect(mutation.body).toEqual({ data: { setLastSeenAt: { userId: seed.contestHolder.id } } });
    const after = await graphqlPost<{ unseenChatCount: number }>(
      client,
      'query { unseenChatCount }',
    );
    expect(after.body.data?.unseenChatCount).toBe(0);
  });
});

describe('CSRF on GraphQL POST', () => {
  it.each([
    ['missing', () => ({})],
    ['wrong', () => ({ 'x-csrf-token': 'not-the-token' })],
    ['from another session', () => ({ 'x-csrf-token': holder.csrf() })],
  ])('refuses a POST with a %s token with 403 and runs nothing', async (_name, headers) => {
    const client = await signedIn(server.url, 'designer');
    const response = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers() },
      body: JSON.stringify({ query: 'mutation { setLastSeenAt { userId } }' }),
    });
    await expectError(response, 403, 'csrf_failed', 'csrf_token');
    const count = await graphqlPost<{ unseenChatCount: number }>(client, '{ unseenChatCount }');
    expect(count.body.data?.unseenChatCount).toBeGreaterThan(0);
  });

  it('refuses a POST without any session', async () => {
    const stranger = createClient(server.url);
    const response = await stranger.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'x' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    await expectError(response, 403, 'csrf_failed');
  });
});

describe('malformed GraphQL requests', () => {
  it('answers 400 for a body that is not JSON', async () => {
    const response = await designer.fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': designer.csrf(),
        accept: 'application/json',
      },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
  });

  it('answers 400 for a document that does not parse', async () => {
    const { status, body } = await graphqlPost(designer, '{ recentChats(');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await designer.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': designer.csrf() },
      body: JSON.stringify({ query: `{ viewer { id } } # ${'x'.repeat(70_000)}` }),
    });
    await expectError(response, 413, 'payload_too_large');
  });
});
