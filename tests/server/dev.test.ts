import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRoles, type SignedInRole } from '../../src/navigation/types.ts';
import { devPost, expectError, getNotifications, seed } from './support/api.ts';
import { signedIn, type Client } from './support/client.ts';
import { graphqlPost, recentChatsQuery } from './support/graphql.ts';
import { startServer, type TestServer } from './support/server.ts';

interface Chats {
  recentChats: {
    id: string;
    participants: { user: { id: string } }[];
    lastEvent: {
      id: string;
      author: { id: string; displayName: string };
      createdAt: string;
      content: string;
    };
  }[];
}

let server: TestServer;
let designer: Client;
beforeAll(async () => {
  server = await startServer();
  designer = await signedIn(server.url, 'designer');
});
afterAll(() => server.close());

describe('POST /dev/notifications', () => {
  it('creates a notification for the user, stored verbatim, first in the list', async () => {
    const hostile = `<img src=x onerror="window.__xss='dev'"><a href="javascript:alert(1)">Click</a>`;
    const response = await devPost(designer, '/dev/notifications', {
      userId: Number(seed.designer.id),
      messageHtml: hostile,
      destinationUrl: 'javascript:alert(1)',
      thumbnailUrl: '/avatars/users/5/96',
      lastActivityAt: 'not-a-date',
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { notification: unknown; unread_count: number };
    const list = await getNotifications(designer, '?limit=1');
    expect(list._embedded.notifications[0]).toEqual(created.notification);
    expect(list._embedded.notifications[0]).toMatchObject({
      messageHtml: hostile,
      destinationUrl: 'javascript:alert(1)',
      thumbnailUrl: '/avatars/users/5/96',
      lastActivityAt: 'not-a-date',
      isRead: false,
    });
    expect(created.unread_count).toBe(list.unread_count);
  });

  it('fills in a current date, an icon and a destination when they are left out', async () => {
    const response = await devPost(designer, '/dev/notifications', {
      userId: '2',
      messageHtml: 'Plain',
    });
    const { notification } = (await response.json()) as {
      notification: { lastActivityAt: string; icon: string; destinationUrl: string };
    };
    expect(Math.abs(Date.parse(notification.lastActivityAt) - Date.now())).toBeLessThan(60_000);
    expect(notification.icon).toMatch(/^\/notifications\/icons\/\w+\.svg$/);
    expect(notification.destinationUrl).toBe('/notifications');
  });
});

describe('POST /dev/chats/{chatId}/messages', () => {
  it('adds a message that becomes the chat’s last event, first in RecentChats', async () => {
    const before = await graphqlPost<Chats>(designer, recentChatsQuery, { from: 0, limit: 30 });
    const chat = before.body.data?.recentChats.at(-1);
    const partner = chat?.participants.find((p) => p.user.id !== seed.designer.id)?.user.id;
    const response = await devPost(designer, `/dev/chats/${chat?.id}/messages`, {
      authorId: Number(partner),
      content: '<b>not bold</b> — plain text',
    });
    expect(response.status).toBe(201);
    const { event } = (await response.json()) as { event: { id: string; content: string } };
    const after = await graphqlPost<Chats>(designer, recentChatsQuery, { from: 0, limit: 1 });
    const first = after.body.data?.recentChats[0];
    expect(first?.id).toBe(chat?.id);
    expect(first?.lastEvent.id).toBe(event.id);
    expect(first?.lastEvent.content).toBe('<b>not bold</b> — plain text');
    expect(first?.lastEvent.author.id).toBe(partner);
  });

  it('refuses an author who is not in the chat', async () => {
    // User 303 is a seeded designer; the demo designer's chats are with contest holders.
    const chats = await graphqlPost<Chats>(designer, recentChatsQuery, { from: 0, limit: 1 });
    const response = await devPost(
      designer,
      `/dev/chats/${chats.body.data?.recentChats[0]?.id}/messages`,
      {
        authorId: 303,
        content: 'intruder',
      },
    );
    await expectError(response, 400, 'not_a_participant', 'authorId');
  });

  it('refuses empty content', async () => {
    const response = await devPost(designer, '/dev/chats/1/messages', { authorId: 1, content: '' });
    await expectError(response, 400, 'invalid_body', 'content');
  });
});

describe('GET /dev/users', () => {
  it('lists the seeded demo users with their roles', async () => {
    const response = await designer.fetch('/dev/users');
    // Every signed-in role has its demo user (a role without one does not compile).
    const demoUsers = {
      'contest-holder': seed.contestHolder,
      designer: seed.designer,
    } satisfies Record<SignedInRole, unknown>;
    expect(await response.json()).toEqual({
      users: signedInRoles.map((role) => ({ ...demoUsers[role], role })),
    });
  });
});

describe('production mode', () => {
  it('has no /dev endpoints, and the API still works', async () => {
    const production = await startServer({ production: true });
    try {
      const client = await signedIn(production.url, 'designer');
      await expectError(
        await devPost(client, '/dev/notifications', { userId: 2, messageHtml: 'x' }),
        404,
        'not_found',
      );
      await expectError(
        await devPost(client, '/dev/faults', { status500: true }),
        404,
        'not_found',
      );
      await expectError(await client.fetch('/dev/users'), 404, 'not_found');
      expect((await getNotifications(client)).unread_count).toBe(seed.unreadNotifications);
    } finally {
      await production.close();
    }
  });
});
