import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devPost,
  expectError,
  getNotifications,
  seed,
  type NotificationsResponse,
} from './support/api.ts';
import { form, signedIn } from './support/client.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('GET /notifications/xhr/onsite', () => {
  it('returns the embedded list with every field, the push key and the prompt flag', async () => {
    const client = await signedIn(server.url, 'designer');
    const body = await getNotifications(client);
    const list = body._embedded.notifications;
    expect(list).toHaveLength(50);
    for (const n of list) {
      expect(typeof n.messageHtml).toBe('string');
      expect(typeof n.isRead).toBe('boolean');
      expect(n.icon === null || typeof n.icon === 'string').toBe(true);
      expect(n.thumbnailUrl === null || typeof n.thumbnailUrl === 'string').toBe(true);
      expect(n.destinationUrl === null || typeof n.destinationUrl === 'string').toBe(true);
      expect(typeof n.lastActivityAt).toBe('string');
      expect(n._links.self.href).toMatch(/^\/notifications\/\d+$/);
    }
    expect(body.unread_count).toBe(seed.unreadNotifications);
    expect(Buffer.from(body.web_push_vapid_public_key, 'base64url')).toHaveLength(65);
    expect(body.show_enable_browser_notifications_prompt).toBe(true);
  });

  it('lists newest first, and pages with limit and offset', async () => {
    const client = await signedIn(server.url, 'designer');
    const first = await getNotifications(client, '?limit=5');
    const next = await getNotifications(client, '?limit=5&offset=5');
    const hrefs = (r: NotificationsResponse) =>
      r._embedded.notifications.map((n) => n._links.self.href);
    expect(hrefs(first)).toHaveLength(5);
    expect(hrefs(first).filter((h) => hrefs(next).includes(h))).toEqual([]);
    const validDates = first._embedded.notifications
      .map((n) => Date.parse(n.lastActivityAt))
      .filter((t) => Number.isFinite(t));
    expect([...validDates].sort((a, b) => b - a)).toEqual(validDates);
    const all = await getNotifications(client, '?limit=100&offset=100');
    expect(all._embedded.notifications).toHaveLength(seed.notificationsPerDemoUser - 100);
  });

  it('serves a notification at its self link, only to its owner', async () => {
    const designer = await signedIn(server.url, 'designer');
    const holder = await signedIn(server.url, 'contest-holder');
    const [item] = (await getNotifications(designer, '?limit=1'))._embedded.notifications;
    const own = await designer.fetch(item?._links.self.href ?? '');
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual(item);
    await expectError(await holder.fetch(item?._links.self.href ?? ''), 404, 'not_found');
  });

  it('answers 401 with a JSON error when logged out', async () => {
    const visitor = await signedIn(server.url, 'logged-out');
    await expectError(await visitor.fetch('/notifications/xhr/onsite'), 401, 'unauthenticated');
  });

  it('starts no session for a visitor without one', async () => {
    const response = await fetch(`${server.url}/notifications/xhr/onsite`);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('POST /notifications/xhr/onsite/mark-read-counter', () => {
  it('sets the badge count to 0 and leaves every item’s isRead as it was', async () => {
    const client = await signedIn(server.url, 'contest-holder');
    const before = await getNotifications(client);
    const response = await client.fetch(
      '/notifications/xhr/onsite/mark-read-counter',
      form({ csrf_token: client.csrf() }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, unread_count: 0 });
    const after = await getNotifications(client);
    expect(after.unread_count).toBe(0);
    expect(after._embedded.notifications.map((n) => n.isRead)).toEqual(
      before._embedded.notifications.map((n) => n.isRead),
    );
  });

  it('counts a notification that arrives afterwards', async () => {
    const client = await signedIn(server.url, 'contest-holder');
    await client.fetch(
      '/notifications/xhr/onsite/mark-read-counter',
      form({ csrf_token: client.csrf() }),
    );
    await devPost(client, '/dev/notifications', {
      userId: 1,
      messageHtml: '<b>Diego</b> sent you a message',
    });
    expect((await getNotifications(client)).unread_count).toBe(1);
  });

  it('accepts the form as multipart/form-data too', async () => {
    const client = await signedIn(server.url, 'contest-holder');
    const body = new FormData();
    body.set('csrf_token', client.csrf());
    const response = await client.fetch('/notifications/xhr/onsite/mark-read-counter', {
      method: 'POST',
      body,
    });
    expect(response.status).toBe(200);
  });
});

describe('POST /notifications/xhr/onsite/mark-all-read', () => {
  it('marks every item read and the count 0', async () => {
    const client = await signedIn(server.url, 'designer');
    expect(
      (await getNotifications(client, '?limit=100'))._embedded.notifications.some((n) => !n.isRead),
    ).toBe(true);
    const response = await client.fetch(
      '/notifications/xhr/onsite/mark-all-read',
      form({ csrf_token: client.csrf() }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, unread_count: 0 });
    for (const offset of [0, 100]) {
      const page = await getNotifications(client, `?limit=100&offset=${offset}`);
      expect(page._embedded.notifications.every((n) => n.isRead)).toBe(true);
      expect(page.unread_count).toBe(0);
    }
  });

  it('answers 401 when logged out (with a valid token)', async () => {
    const visitor = await signedIn(server.url, 'logged-out');
    const response = await visitor.fetch(
      '/notifications/xhr/onsite/mark-all-read',
      form({ csrf_token: visitor.csrf() }),
    );
    await expectError(response, 401, 'unauthenticated');
  });
});
