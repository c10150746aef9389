import { userEvent } from 'vitest/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Translator } from '../../../../src/i18n/create-translator.ts';
import { NotificationsDropdown } from '../../../../src/islands/notifications/NotificationsDropdown.tsx';
import {
  browserPushEnvironment,
  type PushEnvironment,
} from '../../../../src/live/push/push-environment.ts';
import { setErrorHook } from '../../../../src/live/report-error.ts';
import { $openMenu } from '../../../../src/stores/open-menu.ts';
import type { NotificationsStoresOptions } from '../../../../src/stores/notifications/notifications-stores.ts';
import { json, mockNetwork, StubSocket, type MockNetwork } from '../../support/mock-network.ts';
import { render, settle, translator, unmountAll, until } from '../../support/live-render.tsx';

// Browser push from the dropdown (spec §4). "Denied" runs against Chromium's
// real Notification API (headless Chromium denies the request). "Granted"
// needs a push service, which this closed network lacks: there the browser's
// service worker container and Notification are doubles, and everything else
// (the view, the store, the click's user activation, the POST) is real.

const vapidKey =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

let t: Translator;
let network: MockNetwork;
let apiBase: string;
let testNumber = 0;
let reported: string[];
let removeHook: () => void;

function grantedEnvironment() {
  const subscription = {
    toJSON: () => ({
      endpoint: 'https://push.example/abc',
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  const registration = {
    pushManager: {
      subscribe: vi.fn<(options: PushSubscriptionOptionsInit) => Promise<typeof subscription>>(
        async () => subscription,
      ),
      getSubscription: vi.fn(async () => subscription),
    },
    showNotification: vi.fn(async () => {}),
  };
  const real = browserPushEnvironment();
  const env: PushEnvironment = {
    ...real,
    serviceWorker: {
      register: vi.fn(async () => registration),
      getRegistration: vi.fn(async () => registration),
    } as unknown as PushEnvironment['serviceWorker'],
    Notification: {
      permission: 'default',
      requestPermission: vi.fn(async () => 'granted' as const),
    },
  };
  return { env, registration, subscription };
}

async function mountBell(extra: Partial<NotificationsStoresOptions> = {}) {
  const endpoints: NotificationsStoresOptions = {
    apiBase,
    fetch: network.fetch,
    csrfToken: () => 'token',
    WebSocket: StubSocket as unknown as NonNullable<NotificationsStoresOptions['WebSocket']>,
    ...extra,
  };
  await render(<NotificationsDropdown endpoints={endpoints} locale="en-GB" t={t.t} />);
  await until(() => expect(network.calls).toContain('GET /notifications/xhr/onsite'));
  await settle(30);
  await userEvent.click(
    document.querySelector('.site-notifications-menu .site-icon-button') as HTMLElement,
  );
  await settle();
}

const panel = () =>
  document.querySelector<HTMLElement>('.site-notifications-menu__panel') as HTMLElement;
const prompt = () => panel().querySelector('.site-push-prompt');
const buttonNamed = (name: string) =>
  [...panel().querySelectorAll('button')].find(
    (button) => button.textContent === name,
  ) as HTMLButtonElement;

beforeEach(async () => {
  t = await translator();
  network = mockNetwork();
  apiBase = `http://push-${(testNumber += 1)}.test`;
  network.on('GET /notifications/xhr/onsite', () =>
    json({
      _embedded: { notifications: [] },
      unread_count: 0,
      web_push_vapid_public_key: vapidKey,
      show_enable_browser_notifications_prompt: true,
    }),
  );
  network.on('POST /notifications/xhr/onsite/mark-read-counter', () => json({ ok: true }));
  network.on('POST /notifications/xhr/push/subscription', () => json({ ok: true }, 201));
  network.on('POST /notifications/xhr/user-flag', () => json({ ok: true }));
  network.on('GET /notifications/ws/auth', () => json({ url: 'ws://socket.test/ws' }));
  $openMenu.set(null);
  reported = [];
  removeHook = setErrorHook((error, context) => reported.push(`${context}: ${String(error)}`));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await unmountAll();
  removeHook();
  vi.restoreAllMocks();
});

describe('the browser notifications prompt', () => {
  // Doubles here too, so that the answer does not depend on whether this
  // browser already denied the permission in an earlier test.
  it('shows when supported, not enabled, not blocked and the server says so', async () => {
    await mountBell({ pushEnvironment: grantedEnvironment().env });
    await until(() => expect(prompt()).not.toBeNull());
    expect(prompt()?.textContent).toContain('Turn on browser notifications');
    expect(buttonNamed('Turn on notifications')).toBeDefined();
  });

  it('does not show when the server says not to', async () => {
    network.on('GET /notifications/xhr/onsite', () =>
      json({ _embedded: { notifications: [] }, show_enable_browser_notifications_prompt: false }),
    );
    await mountBell();
    await settle(100);
    expect(prompt()).toBeNull();
  });

  it('"Not now" hides it and POSTs the user flag', async () => {
    await mountBell({ pushEnvironment: grantedEnvironment().env });
    await until(() => expect(prompt()).not.toBeNull());
    await userEvent.click(buttonNamed('Not now'));
    expect(prompt()).toBeNull();
    await until(() => expect(network.calls).toContain('POST /notifications/xhr/user-flag'));
  });

  it('permission denied (real Chromium): blocked, the prompt goes, nothing is subscribed', async () => {
    await mountBell();
    await until(() => expect(prompt()).not.toBeNull());
    await userEvent.click(buttonNamed('Turn on notifications'));
    await until(() => expect(panel().textContent).toContain('Browser notifications are blocked.'));
    expect(prompt()).toBeNull();
    expect(Notification.permission).toBe('denied');
    expect(network.calls).not.toContain('POST /notifications/xhr/push/subscription');
  });

  it('permission granted: subscribes with the key, POSTs it, is enabled and welcomes the user', async () => {
    const { env, registration, subscription } = grantedEnvironment();
    await mountBell({ pushEnvironment: env });
    await until(() => expect(prompt()).not.toBeNull());
    await userEvent.click(buttonNamed('Turn on notifications'));
    await until(() => expect(panel().textContent).toContain('Browser notifications are on.'));
    expect(prompt()).toBeNull();
    const options = registration.pushManager.subscribe.mock
      .calls[0]?.[0] as PushSubscriptionOptionsInit;
    expect(options.userVisibleOnly).toBe(true);
    expect(new Uint8Array(options.applicationServerKey as ArrayBuffer)).toHaveLength(65);
    expect(network.calls).toContain('POST /notifications/xhr/push/subscription');
    expect(registration.showNotification).toHaveBeenCalledWith('Notifications are on', {
      body: 'We’ll let you know here when something needs your attention.',
      data: { url: '/accounts/notifications' },
      tag: 'site-shell-welcome',
    });
    await userEvent.click(buttonNamed('Turn off browser notifications'));
    await until(() => expect(subscription.unsubscribe).toHaveBeenCalledTimes(1));
    await until(() => expect(panel().textContent).not.toContain('Browser notifications are on.'));
  });

  it('a failing subscription POST is reported, pending is cleared, and it is not enabled', async () => {
    const { env } = grantedEnvironment();
    network.on('POST /notifications/xhr/push/subscription', () => json({ error: 'boom' }, 500));
    await mountBell({ pushEnvironment: env });
    await until(() => expect(prompt()).not.toBeNull());
    await userEvent.click(buttonNamed('Turn on notifications'));
    await until(() => expect(reported.join()).toMatch(/Enabling browser notifications: .*500/));
    expect(buttonNamed('Turn on notifications').getAttribute('aria-busy')).toBeNull();
    expect(panel().textContent).not.toContain('Browser notifications are on.');
  });
});
