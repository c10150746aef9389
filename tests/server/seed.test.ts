import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNotifications, seed, type NotificationJson } from './support/api.ts';
import { signedIn, type Client } from './support/client.ts';
import { graphqlPost, recentChatsQuery } from './support/graphql.ts';
import { startServer, type TestServer } from './support/server.ts';

interface Chat {
  id: string;
  participants: { user: { displayName: string } }[];
  lastEvent: { createdAt: string; content: string };
}

const day = 24 * 60 * 60 * 1000;

async function allNotifications(client: Client): Promise<NotificationJson[]> {
  const first = await getNotifications(client, '?limit=100');
  const second = await getNotifications(client, '?limit=100&offset=100');
  return [...first._embedded.notifications, ...second._embedded.notifications];
}

async function allChats(client: Client): Promise<Chat[]> {
  const chats: Chat[] = [];
  for (let from = 0; ; from += 100) {
    const { body } = await graphqlPost<{ recentChats: Chat[] }>(client, recentChatsQuery, {
      from,
      limit: 100,
    });
    const page = body.data?.recentChats ?? [];
    chats.push(...page);
    if (page.length < 100) return chats;
  }
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

describe('the seeded database', () => {
  it('gives each demo user 150 chats and 170 notifications: a few hundred in all', async () => {
    expect(await allChats(designer)).toHaveLength(seed.chatsPerDemoUser);
    expect(await allChats(holder)).toHaveLength(seed.chatsPerDemoUser);
    expect(await allNotifications(designer)).toHaveLength(seed.notificationsPerDemoUser);
  });

  it('spreads dates over the last two years, with some today and some this week', async () => {
    const now = Date.now();
    const ages = (await allNotifications(designer))
      .map((n) => now - Date.parse(n.lastActivityAt))
      .filter((age) => Number.isFinite(age));
    expect(ages.some((age) => age < 12 * 60 * 60 * 1000)).toBe(true);
    expect(ages.some((age) => age > 2 * day && age < 6 * day)).toBe(true);
    expect(ages.some((age) => age > 365 * day)).toBe(true);
    expect(Math.max(...ages)).toBeLessThanOrEqual(731 * day);
    const chatAges = (await allChats(designer)).map((c) => now - Date.parse(c.lastEvent.createdAt));
    expect(Math.max(...chatAges)).toBeGreaterThan(365 * day);
  });

  it('has notifications whose date is invalid', async () => {
    const invalid = (await allNotifications(designer)).filter((n) =>
      Number.isNaN(Date.parse(n.lastActivityAt)),
    );
    expect(invalid.length).toBeGreaterThanOrEqual(5);
    expect(invalid.map((n) => n.lastActivityAt)).toContain('not-a-date');
    expect(invalid.map((n) => n.lastActivityAt)).toContain('');
  });

  it('has harmless markup and hostile markup for the sanitizer', async () => {
    const html = (await allNotifications(designer)).map((n) => n.messageHtml);
    expect(html.some((h) => /<b>[^<]+<\/b>/.test(h))).toBe(true);
    expect(html.some((h) => /<a href="\/contests\/\d+">/.test(h))).toBe(true);
    expect(html.some((h) => h.includes('<script>'))).toBe(true);
    expect(html.some((h) => /onerror=/.test(h))).toBe(true);
    expect(html.some((h) => /href="javascript:/i.test(h))).toBe(true);
    expect(html.some((h) => h.includes('<svg onload'))).toBe(true);
    expect(html.some((h) => h.includes('<iframe'))).toBe(true);
    expect(
      html.filter((h) => /script|onerror|onload|javascript:/i.test(h)).length,
    ).toBeGreaterThanOrEqual(20);
  });

  it('has hostile URLs in destinationUrl, icon or thumbnailUrl', async () => {
    const urls = (await allNotifications(designer)).flatMap((n) => [
      n.destinationUrl,
      n.icon,
      n.thumbnailUrl,
    ]);
    expect(
      urls.filter((u) => u !== null && /^\s*(javascript|data|vbscript):/i.test(u)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('has chat partners whose names test rendering: markup, very long, non-Latin', async () => {
    const chats = [...(await allChats(holder)), ...(await allChats(designer))];
    const names = chats.flatMap((c) => c.participants.map((p) => p.user.displayName));
    expect(names.some((n) => n.includes('<img'))).toBe(true);
    expect(names.some((n) => n.length > 60)).toBe(true);
    expect(names).toContain('佐藤 花子');
  });

  it('is deterministic: a second fresh server has the same content in the same order', async () => {
    const other = await startServer();
    try {
      const otherDesigner = await signedIn(other.url, 'designer');
      const mine = (await allNotifications(designer)).map((n) => n.messageHtml);
      const theirs = (await allNotifications(otherDesigner)).map((n) => n.messageHtml);
      expect(theirs).toEqual(mine);
      const chatNames = async (c: Client) =>
        (await allChats(c)).map((chat) => chat.lastEvent.content);
      expect(await chatNames(otherDesigner)).toEqual(await chatNames(designer));
    } finally {
      await other.close();
    }
  });
});
