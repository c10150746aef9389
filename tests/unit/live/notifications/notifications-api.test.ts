import { describe, expect, it, vi } from 'vitest';
import { HttpStatusError, InvalidResponseError } from '../../../../src/live/http-errors.ts';
import { createNotificationsApi } from '../../../../src/live/notifications/notifications-api.ts';

const apiBase = 'https://www.example.com';

function api(answer: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    return answer(url, init);
  });
  return {
    calls,
    client: createNotificationsApi({ apiBase, fetch, csrfToken: () => 'tok+en' }),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const notification = (overrides: Record<string, unknown> = {}) => ({
  messageHtml: '<b>Anna</b> sent you a message',
  isRead: false,
  icon: '/notifications/icons/message.svg',
  thumbnailUrl: 'https://cdn.example.com/t.png',
  destinationUrl: '/messages/42',
  lastActivityAt: '2025-03-01T10:00:00.000Z',
  _links: { self: { href: '/notifications/1' } },
  ...overrides,
});

describe('GET the notifications list (spec §7)', () => {
  it('sends the cookies and reads items, the push key, the prompt flag and the count', async () => {
    const { calls, client } = api(() =>
      json({
        _embedded: { notifications: [notification()] },
        unread_count: 5,
        web_push_vapid_public_key: 'BPublicKey',
        show_enable_browser_notifications_prompt: true,
      }),
    );
    const result = await client.list();
    expect(calls[0]?.url).toBe('https://www.example.com/notifications/xhr/onsite');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(result).toEqual({
      items: [
        {
          key: '/notifications/1',
          // Still untrusted: the sanitizer runs when the list is shown (safe-notifications.ts).
          untrustedHtml: '<b>Anna</b> sent you a message',
          isRead: false,
          iconUrl: '/notifications/icons/message.svg',
          thumbnailUrl: 'https://cdn.example.com/t.png',
          destinationUrl: '/messages/42',
          lastActivityAt: new Date('2025-03-01T10:00:00.000Z'),
        },
      ],
      unreadCount: 5,
      vapidPublicKey: 'BPublicKey',
      showPushPrompt: true,
    });
  });

  it('drops items without a valid date and refuses unsafe URLs', async () => {
    const { client } = api(() =>
      json({
        _embedded: {
          notifications: [
            notification({ lastActivityAt: 'not-a-date' }),
            notification({ lastActivityAt: '' }),
            notification({ lastActivityAt: null }),
            notification({
              destinationUrl: "javascript:window.__xss = 'destination'",
              icon: 'data:image/svg+xml,<svg onload=alert(1)>',
              thumbnailUrl: 'vbscript:msgbox(1)',
            }),
          ],
        },
        show_enable_browser_notifications_prompt: false,
      }),
    );
    const { items, vapidPublicKey, showPushPrompt } = await client.list();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ destinationUrl: null, iconUrl: null, thumbnailUrl: null });
    expect(vapidPublicKey).toBeNull();
    expect(showPushPrompt).toBe(false);
  });

  it('fails on a non-OK status', async () => {
    const { client } = api(() => json({ error: 'boom' }, 500));
    await expect(client.list()).rejects.toBeInstanceOf(HttpStatusError);
  });

  it('fails on invalid JSON and on a body of the wrong shape', async () => {
    await expect(
      api(() => new Response('{"_embedded": {"notif')).client.list(),
    ).rejects.toBeInstanceOf(InvalidResponseError);
    await expect(api(() => json({ items: [] })).client.list()).rejects.toBeInstanceOf(
      InvalidResponseError,
    );
  });
});

describe('the POST calls (spec §7)', () => {
  it('mark-all-read and mark-read-counter send a form body with csrf_token', async () => {
    const { calls, client } = api(() => json({ ok: true }));
    await client.markAllRead();
    await client.markReadCounter();
    expect(calls.map((call) => [call.url, call.init.method])).toEqual([
      ['https://www.example.com/notifications/xhr/onsite/mark-all-read', 'POST'],
      ['https://www.example.com/notifications/xhr/onsite/mark-read-counter', 'POST'],
    ]);
    const body = calls[0]?.init.body as URLSearchParams;
    expect(body.get('csrf_token')).toBe('tok+en');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('push subscription and user flag send JSON with csrf_token', async () => {
    const { calls, client } = api(() => json({ ok: true }, 201));
    const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } };
    await client.savePushSubscription(subscription);
    await client.declineBrowserNotifications();
    expect(calls[0]?.url).toBe('https://www.example.com/notifications/xhr/push/subscription');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ subscription, csrf_token: 'tok+en' });
    expect(calls[1]?.url).toBe('https://www.example.com/notifications/xhr/user-flag');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      type: 'declined-browser-notifications',
      csrf_token: 'tok+en',
    });
  });

  it('a failed POST is an error for the caller to report', async () => {
    const { client } = api(() => json({ error: 'csrf_failed' }, 403));
    await expect(client.markAllRead()).rejects.toMatchObject({ status: 403 });
  });
});

describe('the websocket address (spec §7, §8)', () => {
  it('returns the url from /notifications/ws/auth', async () => {
    const { calls, client } = api(() =>
      json({ url: 'ws://www.example.com/notifications/ws?ticket=abc' }),
    );
    expect(await client.socketUrl()).toBe('ws://www.example.com/notifications/ws?ticket=abc');
    expect(calls[0]?.url).toBe('https://www.example.com/notifications/ws/auth');
  });

  it('a missing url is an error', async () => {
    await expect(api(() => json({})).client.socketUrl()).rejects.toThrow(/url is missing/);
    await expect(api(() => json({ url: '' })).client.socketUrl()).rejects.toThrow(/url is missing/);
  });
});
