import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devPost, expectError, seed } from './support/api.ts';
import { form, signedIn } from './support/client.ts';
import { connect, counter, openNotificationSocket } from './support/notification-socket.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ heartbeatMs: 200 });
});
afterAll(() => server.close());

describe('GET /notifications/ws/auth', () => {
  it('returns a ws:// url on this host with a one-time ticket', async () => {
    const client = await signedIn(server.url, 'designer');
    const response = await client.fetch('/notifications/ws/auth');
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const parsed = new URL(url);
    expect(parsed.protocol).toBe('ws:');
    expect(parsed.host).toBe(new URL(server.url).host);
    expect(parsed.pathname).toBe('/notifications/ws');
    expect(parsed.searchParams.get('ticket')?.length).toBeGreaterThan(20);
  });

  it('answers 401 when logged out', async () => {
    const visitor = await signedIn(server.url, 'logged-out');
    await expectError(await visitor.fetch('/notifications/ws/auth'), 401, 'unauthenticated');
  });
});

describe('the notifications socket', () => {
  it('sends newline-separated JSON, starting with the unread counter', async () => {
    const client = await signedIn(server.url, 'designer');
    const socket = await openNotificationSocket(client);
    try {
      const first = await socket.next((m) => m.type === 'unread-counter');
      expect(first.count).toBe(seed.unreadNotifications);
      // The first frame carries two messages separated by a newline.
      expect(
        socket.frames[0]?.split('\n').map((line) => (JSON.parse(line) as { type: string }).type),
      ).toEqual(['connected', 'unread-counter']);
    } finally {
      socket.socket.close();
    }
  });

  it('accepts a ticket once only, and refuses made-up tickets with 401', async () => {
    const client = await signedIn(server.url, 'designer');
    const { url } = (await (await client.fetch('/notifications/ws/auth')).json()) as {
      url: string;
    };
    const socket = await connect(url);
    socket.socket.close();
    await expect(connect(url)).rejects.toMatchObject({ status: 401 });
    await expect(connect(url.replace(/ticket=.*/, 'ticket=made-up'))).rejects.toMatchObject({
      status: 401,
    });
    await expect(connect(url.replace(/\?.*/, ''))).rejects.toMatchObject({ status: 401 });
  });

  it('pushes the new count to every socket of the user at once, and to no one else', async () => {
    const holder = await signedIn(server.url, 'contest-holder');
    const designer = await signedIn(server.url, 'designer');
    await holder.fetch(
      '/notifications/xhr/onsite/mark-read-counter',
      form({ csrf_token: holder.csrf() }),
    );
    const first = await openNotificationSocket(holder);
    const second = await openNotificationSocket(holder);
    const other = await openNotificationSocket(designer);
    try {
      await first.next(counter(0));
      await second.next(counter(0));
      const otherStart = await other.next((m) => m.type === 'unread-counter');
      const created = await devPost(holder, '/dev/notifications', {
        userId: 1,
        messageHtml: 'New design!',
      });
      expect(created.status).toBe(201);
      await first.next(counter(1));
      await second.next(counter(1));
      await devPost(holder, '/dev/notifications', { userId: 1, messageHtml: 'Another one' });
      await first.next(counter(2));
      // Opening the dropdown resets it for every tab.
      await holder.fetch(
        '/notifications/xhr/onsite/mark-read-counter',
        form({ csrf_token: holder.csrf() }),
      );
      await second.next(counter(0), 3000, second.messages.findIndex(counter(2)));
      const counts = other.messages.filter((m) => m.type === 'unread-counter').map((m) => m.count);
      expect(counts).toEqual([otherStart.count]);
    } finally {
      [first, second, other].forEach((s) => s.socket.close());
    }
  });

  it('sends {"type":"ping"} every heartbeat and answers "ping" with {"type":"pong"}', async () => {
    const client = await signedIn(server.url, 'designer');
    const socket = await openNotificationSocket(client);
    try {
      await socket.next((m) => m.type === 'ping', 2000);
      socket.socket.send('ping');
      await socket.next((m) => m.type === 'pong', 2000);
    } finally {
      socket.socket.close();
    }
  });

  it('refuses an upgrade from another site’s page (Origin) with 403', async () => {
    const client = await signedIn(server.url, 'designer');
    const { url } = (await (await client.fetch('/notifications/ws/auth')).json()) as {
      url: string;
    };
    await expect(connect(url, { origin: 'https://evil.example' })).rejects.toMatchObject({
      status: 403,
    });
  });
});
