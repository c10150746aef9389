import { cleanStores } from 'nanostores';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setErrorHook } from '../../../../src/live/report-error.ts';
import {
  createNotificationsStores,
  notificationsStoresFor,
  type NotificationsStores,
  type NotificationsStoresOptions,
} from '../../../../src/stores/notifications/notifications-stores.ts';
import { $unreadNotifications } from '../../../../src/stores/unread.ts';
import { browserSession, eventually, type BrowserSession } from '../../support/browser-session.ts';
import { startReferenceServer, type ReferenceServer } from '../../support/reference-server.ts';

// Contract tests: the notification clients against the real reference
// server (spec §7, §8): live counts through /dev/notifications and every
// fault of /dev/faults, with the badge correct afterwards.

vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

let server: ReferenceServer;
let session: BrowserSession;
let userId: string;
let reported: string[];
let removeHook: () => void;
let opened: string[];
let mounted: NotificationsStores[];

/** Counts the sockets the client opens. */
class CountingWebSocket extends WebSocket {
  constructor(url: string | URL) {
    super(url);
    opened.push(String(url));
  }
}

function options(extra: Partial<NotificationsStoresOptions> = {}): NotificationsStoresOptions {
  return {
    apiBase: server.url,
    fetch: session.fetch,
    csrfToken: () => session.csrf(),
    // No DOM in Node: the HTML sanitizer is tested in Chromium (tests/browser/live/sanitize).
    sanitize: (html) => html,
    WebSocket: CountingWebSocket as unknown as NonNullable<NotificationsStoresOptions['WebSocket']>,
    random: () => 0, // reconnect after 200 ms
    pushEnvironment: {
      location: { protocol: 'http:', hostname: 'localhost' },
      serviceWorker: undefined,
      Notification: undefined,
      hasPushManager: false,
      userActivation: undefined,
    },
    ...extra,
  };
}

/** What an element on the page does: listen to the socket state and the list. */
function mount(stores: NotificationsStores): () => void {
  mounted.push(stores);
  const stops = [stores.counter.$socketState.listen(() => {}), stores.list.$state.listen(() => {})];
  return () => stops.forEach((stop) => stop());
}

async function serverCount(): Promise<number> {
  const response = await session.fetch(`${server.url}/notifications/xhr/onsite`);
  return ((await response.json()) as { unread_count: number }).unread_count;
}

async function addNotification(html = '<b>Mallory</b> sent you a message'): Promise<void> {
  await session.dev('/dev/notifications', { userId: Number(userId), messageHtml: html });
}

const badge = () => $unreadNotifications.get();

beforeAll(async () => {
  server = await startReferenceServer();
  session = browserSession(server.url);
  userId = (await session.signIn('contest-holder')).id;
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  opened = [];
  mounted = [];
  reported = [];
  removeHook = setErrorHook((error, context) => reported.push(`${context}: ${String(error)}`));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await session.dev('/dev/faults', { reset: true });
  $unreadNotifications.set(0);
});

afterEach(async () => {
  for (const stores of mounted) cleanStores(stores.counter.$socketState, stores.list.$state);
  removeHook();
  vi.restoreAllMocks();
  await session.dev('/dev/faults', { reset: true });
});

describe('live unread count', () => {
  it('shows the server’s count and follows new notifications live', async () => {
    const stores = createNotificationsStores(options());
    mount(stores);
    const initial = await serverCount();
    await eventually(badge, (count) => count === initial);
    await eventually(
      () => stores.counter.$socketState.get(),
      (state) => state === 'open',
    );
    await addNotification();
    await eventually(badge, (count) => count === initial + 1);
    await addNotification();
    await addNotification();
    await eventually(badge, (count) => count === initial + 3);
    expect(await serverCount()).toBe(initial + 3);
  });

  it('opening the dropdown posts mark-read-counter: the badge and the server say 0', async () => {
    const stores = createNotificationsStores(options());
    mount(stores);
    await addNotification();
    await eventually(badge, (count) => count > 0);
    const { openMenu, closeMenu } = await import('../../../../src/stores/open-menu.ts');
    const { notificationsMenuId } =
      await import('../../../../src/stores/notifications/notifications-list.ts');
    openMenu(notificationsMenuId);
    await eventually(badge, (count) => count === 0);
    expect(await serverCount()).toBe(0);
    closeMenu(notificationsMenuId);
  });

  it('mark all read: every item read, and the server agrees', async () => {
    const stores = createNotificationsStores(options());
    mount(stores);
    await addNotification();
    await eventually(() => stores.list.$state.get().loaded, Boolean);
    await stores.list.fetch();
    expect(stores.list.$state.get().items.some((item) => !item.isRead)).toBe(true);
    await stores.list.markAllRead();
    expect(stores.list.$state.get().items.every((item) => item.isRead)).toBe(true);
    await stores.list.fetch();
    expect(stores.list.$state.get().items.every((item) => item.isRead)).toBe(true);
    expect(badge()).toBe(0);
  });

  it('two elements on one page share one socket', async () => {
    const first = notificationsStoresFor(options());
    const second = notificationsStoresFor(options());
    expect(second).toBe(first);
    mount(first);
    mount(second);
    await eventually(
      () => first.counter.$socketState.get(),
      (state) => state === 'open',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(opened).toHaveLength(1);
    // The server agrees: dropping every websocket drops exactly one.
    const { dropped } = (await session.dev('/dev/faults', { dropWebsockets: 'once' })) as {
      dropped: number;
    };
    expect(dropped).toBe(1);
  });
});

describe('faults, with the badge correct afterwards', () => {
  it('500 on the list: reported, the list stays empty', async () => {
    await addNotification();
    const expected = await serverCount();
    expect(expected).toBeGreaterThan(0);
    await session.dev('/dev/faults', { status500: ['/notifications/xhr/onsite'] });
    const stores = createNotificationsStores(options());
    mount(stores);
    await eventually(() => stores.list.$state.get().loaded, Boolean);
    expect(stores.list.$state.get().items).toEqual([]);
    expect(reported.join('\n')).toMatch(/Loading notifications: .*500/);
    // The count still arrives through the socket.
    await eventually(badge, (count) => count === expected);
  });

  it('invalid JSON on the list: reported, the list stays empty', async () => {
    await session.dev('/dev/faults', { malformedJson: ['/notifications/xhr/onsite'] });
    const stores = createNotificationsStores(options());
    mount(stores);
    await eventually(() => stores.list.$state.get().loaded, Boolean);
    expect(stores.list.$state.get().items).toEqual([]);
    expect(reported.join('\n')).toMatch(/not JSON/);
  });

  it('a dropped socket reconnects and the counts are fetched again', async () => {
    // Count the list requests: the refetch after the reconnect must happen,
    // not only the count the server pushes on connect.
    let listRequests = 0;
    const countingFetch: typeof fetch = (input, init) => {
      const isList = String(input).endsWith('/notifications/xhr/onsite');
      if (isList && (init?.method ?? 'GET') === 'GET') listRequests += 1;
      return session.fetch(input, init);
    };
    const stores = createNotificationsStores(options({ fetch: countingFetch }));
    mount(stores);
    await eventually(
      () => stores.counter.$socketState.get(),
      (state) => state === 'open',
    );
    await eventually(() => stores.list.$state.get().loaded, Boolean);
    const requestsBeforeDrop = listRequests;
    // Drop the socket and keep dropping new ones while notifications arrive.
    await session.dev('/dev/faults', { dropWebsockets: true });
    await addNotification();
    await addNotification();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await session.dev('/dev/faults', { dropWebsockets: false });
    const expected = await serverCount();
    await eventually(badge, (count) => count === expected);
    await eventually(
      () => stores.counter.$socketState.get(),
      (state) => state === 'open',
    );
    expect(opened.length).toBeGreaterThanOrEqual(2);
    await eventually(
      () => listRequests,
      (count) => count > requestsBeforeDrop,
    );
  });

  it('refused auth: retried; when auth works again the badge is right', async () => {
    const stores = createNotificationsStores(options());
    mount(stores);
    await eventually(
      () => stores.counter.$socketState.get(),
      (state) => state === 'open',
    );
    await session.dev('/dev/faults', { refuseWsAuth: true, dropWebsockets: 'once' });
    await addNotification();
    await eventually(
      () => reported.filter((line) => line.includes('403')).length,
      (n) => n >= 1,
    );
    await session.dev('/dev/faults', { refuseWsAuth: false });
    const expected = await serverCount();
    await eventually(
      () => stores.counter.$socketState.get(),
      (state) => state === 'open',
    );
    await eventually(badge, (count) => count === expected);
  });

  it('refused auth for good: at most 3 retries, then it gives up and says so', async () => {
    await session.dev('/dev/faults', { refuseWsAuth: true });
    const stores = createNotificationsStores(options());
    mount(stores);
    await eventually(
      () => stores.counter.$socketState.get(),
      (state) => state === 'failed',
    );
    expect(
      reported.filter((line) => line.startsWith('Notifications socket') && line.includes('403')),
    ).toHaveLength(4);
    expect(reported.at(-1)).toContain('Gave up');
    expect(opened).toHaveLength(0);
  });

  it('a half-open socket (server silent) is detected, and the badge is right once it answers again', async () => {
    // The server pings every 25 s by default; the test's client gives up on silence after 400 ms,
    // which only happens here while the stall fault keeps the socket open but mute.
    const stores = createNotificationsStores(options({ heartbeatTimeoutMs: 400 }));
    mount(stores);
    await eventually(
      () => stores.counter.$socketState.get(),
      (state) => state === 'open',
    );
    const before = opened.length;
    await session.dev('/dev/faults', { stallWebsockets: true });
    await addNotification();
    await eventually(() => reported.some((line) => line.includes('half-open')), Boolean);
    await session.dev('/dev/faults', { stallWebsockets: false });
    const expected = await serverCount();
    await eventually(badge, (count) => count === expected);
    expect(opened.length).toBeGreaterThan(before);
  });
});
