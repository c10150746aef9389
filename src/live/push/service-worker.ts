// The push service worker. It is its own build entry (emitted as
// `notifications-sw.js`, see service-worker-options.ts for where to serve it
// and its scope); nothing else imports it. Registering listeners when it
// loads is its whole job.
//
// The project compiles with the DOM library only, so the few worker types
// used here are declared locally.

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown; text(): string } | null;
}

interface NotificationClickEventLike extends ExtendableEventLike {
  readonly notification: Notification;
}

interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    openWindow(url: string): Promise<unknown>;
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<WindowClientLike[]>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickEventLike) => void,
  ): void;
}

const worker = globalThis as unknown as WorkerScope;

/** Only addresses on this origin are opened from a notification click. */
function sameOriginUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  try {
    const url = new URL(value, worker.location.origin);
    return url.origin === worker.location.origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}

interface PushPayload {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  icon?: unknown;
}

worker.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    const data = event.data?.json();
    if (typeof data === 'object' && data !== null) payload = data as PushPayload;
  } catch {
    payload = { body: event.data?.text() ?? '' };
  }
  const title = typeof payload.title === 'string' ? payload.title : '';
  const options: NotificationOptions = {
    body: typeof payload.body === 'string' ? payload.body : '',
    data: { url: sameOriginUrl(payload.url, '/notifications') },
  };
  if (typeof payload.icon === 'string') options.icon = sameOriginUrl(payload.icon, '');
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = sameOriginUrl(data?.url, `${worker.location.origin}/notifications`);
  event.waitUntil(openOrFocus(target));
});

async function openOrFocus(target: string): Promise<unknown> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === target);
  return open ? open.focus() : worker.clients.openWindow(target);
}

export {};
