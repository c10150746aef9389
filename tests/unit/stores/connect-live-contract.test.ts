import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectLive, type LiveOptions } from '../../../src/stores/connect-live.ts';
import { $unreadMessages, $unreadNotifications } from '../../../src/stores/unread.ts';
import { browserSession, eventually, type BrowserSession } from '../support/browser-session.ts';
import { startReferenceServer, type ReferenceServer } from '../support/reference-server.ts';

// Badge-only elements (e.g. <site-unread-badge> in a legacy sidebar) call
// connectLive: both counts live, one socket of each kind per page however
// many elements call it. Against the real reference server.

vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

let server: ReferenceServer;
let session: BrowserSession;
let userId: string;
const sockets: string[] = [];

beforeAll(async () => {
  server = await startReferenceServer();
  session = browserSession(server.url);
  userId = (await session.signIn('contest-holder')).id;
});

afterAll(async () => {
  await server.close();
});

async function serverCounts() {
  const list = await session.fetch(`${server.url}/notifications/xhr/onsite`);
  const query = await session.fetch(
    `${server.url}/graphql?query=${encodeURIComponent('{ unseenChatCount }')}`,
  );
  return {
    notifications: ((await list.json()) as { unread_count: number }).unread_count,
    messages: ((await query.json()) as { data: { unseenChatCount: number } }).data.unseenChatCount,
  };
}

describe('connectLive', () => {
  it('keeps both counts live with one socket of each kind for two callers', async () => {
    const Cookie = session.WebSocket;
    class CountingGraphqlSocket extends Cookie {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        sockets.push(`graphql ${String(url)}`);
      }
    }
    class CountingNotificationSocket extends WebSocket {
      constructor(url: string | URL) {
        super(url);
        sockets.push(`notifications ${String(url).split('?')[0]}`);
      }
    }
    const options: LiveOptions = {
      apiBase: server.url,
      fetch: session.fetch,
      csrfToken: () => session.csrf(),
      webSocketImpl: CountingGraphqlSocket,
      WebSocket: CountingNotificationSocket as unknown as NonNullable<LiveOptions['WebSocket']>,
      sanitize: (html) => html,
      random: () => 0,
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stopFirst = connectLive(options);
    const stopSecond = connectLive(options);
    const expected = await serverCounts();
    await eventually(
      () => $unreadNotifications.get(),
      (count) => count === expected.notifications,
    );
    await eventually(
      () => $unreadMessages.get(),
      (count) => count === expected.messages,
    );

    await session.dev('/dev/notifications', { userId: Number(userId), messageHtml: 'New entry' });
    await eventually(
      () => $unreadNotifications.get(),
      (count) => count === expected.notifications + 1,
    );

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sockets.filter((entry) => entry.startsWith('notifications'))).toHaveLength(1);
    expect(sockets.filter((entry) => entry.startsWith('graphql'))).toHaveLength(1);
    stopFirst();
    stopSecond();
  });
});
