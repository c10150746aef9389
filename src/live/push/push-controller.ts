import type { PushEnvironment } from './push-environment.ts';
import { checkServiceWorkerContext } from './service-worker-context.ts';
import type { ServiceWorkerOptions } from './service-worker-options.ts';
import { vapidKeyBytes } from './vapid-key.ts';

/** The click target of the welcome notification (spec §2). */
export const welcomeNotificationUrl = '/accounts/notifications';

export interface WelcomeNotification {
  title: string;
  body: string;
}

export class PushError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushError';
  }
}

export interface PushController {
  /** Whether this browser already has a push subscription for the page's service worker. */
  hasSubscription(): Promise<boolean>;
  /** Asks for permission. Call it first thing in a click handler (user activation). */
  requestPermission(): Promise<NotificationPermission>;
  /** Registers the service worker and subscribes with the VAPID key. */
  subscribe(vapidPublicKey: string): Promise<PushSubscription>;
  /** Shows the welcome notification; its click opens /accounts/notifications (service worker). */
  showWelcome(welcome: WelcomeNotification): Promise<void>;
  /** Ends the push subscription, if there is one. */
  unsubscribe(): Promise<void>;
}

/** The browser steps of browser push, one call per step; the push store sequences them. */
export function createPushController(
  env: PushEnvironment,
  worker: ServiceWorkerOptions,
): PushController {
  const registration = async (): Promise<ServiceWorkerRegistration> => {
    if (!env.serviceWorker || !checkServiceWorkerContext(env.location)) {
      throw new PushError('Service workers are not available on this page.');
    }
    return env.serviceWorker.register(worker.url, { scope: worker.scope });
  };

  const existing = async (): Promise<ServiceWorkerRegistration | undefined> =>
    env.serviceWorker?.getRegistration(worker.scope);

  return {
    async hasSubscription() {
      const found = await existing();
      return (await found?.pushManager.getSubscription()) != null;
    },
    async requestPermission() {
      if (!env.Notification) throw new PushError('Notifications are not supported.');
      return env.Notification.requestPermission();
    },
    async subscribe(vapidPublicKey) {
      const ready = await registration();
      return ready.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: vapidKeyBytes(vapidPublicKey),
      });
    },
    async showWelcome(welcome) {
      const ready = await registration();
      await ready.showNotification(welcome.title, {
        body: welcome.body,
        data: { url: welcomeNotificationUrl },
        tag: 'site-shell-welcome',
      });
    },
    async unsubscribe() {
      const found = await existing();
      const subscription = await found?.pushManager.getSubscription();
      if (subscription) await subscription.unsubscribe();
    },
  };
}
