import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, getNotifications, seed } from './support/api.ts';
import { createClient, jsonPost, signedIn, type Client } from './support/client.ts';
import { graphqlPost, recentChatsQuery } from './support/graphql.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function viewerId(client: Client): Promise<string | null> {
  const { body } = await graphqlPost<{ viewer: { id: string } | null }>(
    client,
    '{ viewer { id } }',
  );
  return body.data?.viewer?.id ?? null;
}

async function lastEventOfFirstChat(client: Client): Promise<string> {
  const { body } = await graphqlPost<{ recentChats: { id: string; lastEvent: { id: string } }[] }>(
    client,
    recentChatsQuery,
    { from: 0, limit: 1 },
  );
  return JSON.stringify(body.data?.recentChats[0]);
}

describe('session cookies', () => {
  it('sets an HttpOnly session cookie and a readable csrf_token cookie on the first visit', async () => {
    const response = await fetch(`${server.url}/`);
    const cookies = response.headers.getSetCookie();
    const sid = cookies.find((c) => c.startsWith('sid='));
    const csrf = cookies.find((c) => c.startsWith('csrf_token='));
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    expect(csrf).toMatch(/SameSite=Lax/);
    expect(csrf).not.toMatch(/HttpOnly/);
  });

  it('signing in gives a new session and token; the old token stops working', async () => {
    const client = createClient(server.url);
    await client.fetch('/');
    const oldToken = client.csrf();
    const oldSid = client.cookies.get('sid');
    const copy = createClient(server.url);
    copy.cookies.set('sid', oldSid ?? '');
    copy.cookies.set('csrf_token', oldToken);
    const response = await client.fetch('/demo/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ csrf_token: oldToken, user: 'designer' }).toString(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      user: { id: seed.designer.id, role: 'designer' },
      csrf_token: client.csrf(),
    });
    expect(client.csrf()).not.toBe(oldToken);
    expect(client.cookies.get('sid')).not.toBe(oldSid);
    expect(await viewerId(client)).toBe(seed.designer.id);
    // The old cookies are a dead session now.
    const stale = await copy.fetch(
      '/graphql',
      jsonPost({ query: '{ viewer { id } }' }, { 'x-csrf-token': oldToken }),
    );
    await expectError(stale, 403, 'csrf_failed');
  });

  it('signs in by form and redirects back with 303', async () => {
    const client = createClient(server.url);
    await client.fetch('/demo/sign-in');
    const response = await client.fetch('/demo/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrf_token: client.csrf(),
        user: 'contest-holder',
        return_to: '/demo?site=de-de',
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/demo?site=de-de');
    expect(await viewerId(client)).toBe(seed.contestHolder.id);
  });

  it('refuses a return_to that leaves the site', async () => {
    const client = createClient(server.url);
    await client.fetch('/demo/sign-in');
    const response = await client.fetch('/demo/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrf_token: client.csrf(),
        user: 'designer',
        return_to: '//evil.example/',
      }).toString(),
    });
    await expectError(response, 400, 'invalid_body', 'return_to');
  });
});

interface PostCase {
  name: string;
  /** Sends the POST with the given token (undefined: no token at all). */
  send(client: Client, token: string | undefined): Promise<Response>;
  /** Something a user would notice, read before and after: it must not change. */
  observe(client: Client): Promise<unknown>;
}

const formPost =
  (path: string, extra: Record<string, string> = {}) =>
  (client: Client, token: string | undefined) =>
    client.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...extra,
        ...(token === undefined ? {} : { csrf_token: token }),
      }).toString(),
    });

const jsonBodyPost =
  (path: string, body: Record<string, unknown>) => (client: Client, token: string | undefined) =>
    client.fetch(path, jsonPost(token === undefined ? body : { ...body, csrf_token: token }));

const devHeaderPost =
  (path: string, body: Record<string, unknown>) => (client: Client, token: string | undefined) =>
    client.fetch(path, jsonPost(body, token === undefined ? {} : { 'x-csrf-token': token }));

const cases: PostCase[] = [
  {
    name: 'mark-all-read',
    send: formPost('/notifications/xhr/onsite/mark-all-read'),
    observe: async (c) => (await getNotifications(c))._embedded.notifications.map((n) => n.isRead),
  },
  {
    name: 'mark-read-counter',
    send: formPost('/notifications/xhr/onsite/mark-read-counter'),
    observe: async (c) => (await getNotifications(c)).unread_count,
  },
  {
    name: 'push subscription',
    send: jsonBodyPost('/notifications/xhr/push/subscription', {
      subscription: {
        endpoint: 'https://push.example/1',
        keys: { p256dh: `BA${'A'.repeat(85)}`, auth: 'A'.repeat(22) },
      },
    }),
    observe: async (c) => (await getNotifications(c)).show_enable_browser_notifications_prompt,
  },
  {
    name: 'user flag',
    send: jsonBodyPost('/notifications/xhr/user-flag', { type: 'declined-browser-notifications' }),
    observe: async (c) => (await getNotifications(c)).show_enable_browser_notifications_prompt,
  },
  {
    name: 'demo sign-in',
    send: formPost('/demo/sign-in', { user: 'contest-holder' }),
    observe: viewerId,
  },
  {
    name: 'GraphQL setLastSeenAt',
    send: (client, token) =>
      client.fetch(
        '/graphql',
        jsonPost(
          { query: 'mutation { setLastSeenAt { userId } }' },
          token === undefined ? {} : { 'x-csrf-token': token },
        ),
      ),
    observe: async (c) => (await graphqlPost(c, '{ unseenChatCount }')).body.data,
  },
  {
    name: '/dev/notifications',
    send: devHeaderPost('/dev/notifications', { userId: 2, messageHtml: 'forged' }),
    observe: async (c) => (await getNotifications(c)).unread_count,
  },
  {
    name: '/dev/chats/{id}/messages',
    send: devHeaderPost('/dev/chats/1/messages', { authorId: 1, content: 'forged' }),
    observe: lastEventOfFirstChat,
  },
  {
    name: '/dev/faults',
    send: devHeaderPost('/dev/faults', { status500: true }),
    observe: async (c) => (await c.fetch('/dev/faults')).json(),
  },
];

describe.each(cases)('CSRF on POST $name', (postCase) => {
  const tokens: [string, (other: Client) => string | undefined][] = [
    ['missing', () => undefined],
    ['wrong', () => 'not-the-token'],
    ['empty', () => ''],
    ['from another session', (other) => other.csrf()],
  ];
  it.each(tokens)('a %s token gets 403 and changes nothing', async (_kind, token) => {
    const client = await signedIn(server.url, 'designer');
    const other = await signedIn(server.url, 'designer');
    const before = await postCase.observe(client);
    const response = await postCase.send(client, token(other));
    await expectError(response, 403, 'csrf_failed', 'csrf_token');
    expect(await postCase.observe(client)).toEqual(before);
  });
});
