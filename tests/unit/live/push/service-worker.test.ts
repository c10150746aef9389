import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { welcomeNotificationUrl } from '../../../../src/live/push/push-controller.ts';

// The push service worker (src/live/push/service-worker.ts) as the browser
// runs it: its listeners, on a worker scope stood in here. Spec §2: the
// welcome notification's click opens /accounts/notifications (issue 36: the
// row was implemented, not tested).

type Listener = (event: unknown) => void;

interface FakeWorker {
  listeners: Map<string, Listener>;
  opened: string[];
  focused: string[];
  windows: { url: string }[];
}

let fake: FakeWorker;
const saved = { ...globalThis };

beforeEach(async () => {
  vi.resetModules();
  fake = { listeners: new Map(), opened: [], focused: [], windows: [] };
  Object.assign(globalThis, {
    location: new URL('https://www.designmarket.com/contests/browse'),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: () =>
        Promise.resolve(
          fake.windows.map((window) => ({
            url: window.url,
            focus: () => Promise.resolve(fake.focused.push(window.url)),
            navigate: () => Promise.resolve(),
          })),
        ),
      openWindow: (url: string) => Promise.resolve(fake.opened.push(url)),
    },
    addEventListener: (type: string, listener: Listener) => fake.listeners.set(type, listener),
  });
  await import('../../../../src/live/push/service-worker.ts');
});

afterEach(() => {
  for (const key of ['location', 'registration', 'clients', 'addEventListener'] as const) {
    Reflect.set(globalThis, key, saved[key as keyof typeof saved]);
  }
});

/** A notification click, resolved once the worker's `waitUntil` work is done. */
async function click(data: unknown): Promise<{ closed: boolean }> {
  const state = { closed: false };
  let work: Promise<unknown> = Promise.resolve();
  fake.listeners.get('notificationclick')?.({
    notification: { data, close: () => (state.closed = true) },
    waitUntil: (promise: Promise<unknown>) => (work = promise),
  });
  await work;
  return state;
}

describe('the push service worker', () => {
  it('opens /accounts/notifications from the welcome notification’s click', async () => {
    const { closed } = await click({ url: welcomeNotificationUrl });
    expect(closed).toBe(true);
    expect(fake.opened).toEqual(['https://www.designmarket.com/accounts/notifications']);
  });

  it('focuses a window already on that page instead of opening another', async () => {
    fake.windows.push({ url: 'https://www.designmarket.com/accounts/notifications' });
    await click({ url: welcomeNotificationUrl });
    expect(fake.opened).toEqual([]);
    expect(fake.focused).toEqual(['https://www.designmarket.com/accounts/notifications']);
  });

  it('opens /notifications for a notification without an address or with another origin’s', async () => {
    await click(null);
    await click({ url: 'https://evil.example/phish' });
    expect(fake.opened).toEqual([
      'https://www.designmarket.com/notifications',
      'https://www.designmarket.com/notifications',
    ]);
  });
});
