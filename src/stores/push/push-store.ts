import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { NotificationsApi } from '../../live/notifications/notifications-api.ts';
import type { PushController, WelcomeNotification } from '../../live/push/push-controller.ts';
import { isPushSupported, type PushEnvironment } from '../../live/push/push-environment.ts';
import { checkServiceWorkerContext } from '../../live/push/service-worker-context.ts';
import { reportError } from '../../live/report-error.ts';
import type { NotificationsState } from '../notifications/notifications-list.ts';
import { initialPushState, isPushPromptVisible, type PushState } from './push-state.ts';

export interface PushStore {
  readonly $state: ReadableAtom<PushState>;
  readonly $promptVisible: ReadableAtom<boolean>;
  /**
   * Turns browser notifications on. Only from a click: without user
   * activation it reports an error and asks nothing. Asks permission; if
   * granted, subscribes with the server's VAPID key (a missing key is an
   * error), POSTs the subscription, and on success is enabled and shows the
   * welcome notification. Denied: blocked. Errors are reported; pending is
   * always cleared.
   */
  enable(welcome: WelcomeNotification): Promise<void>;
  /** Unsubscribes. Errors are reported; pending is cleared. */
  disable(): Promise<void>;
  /** "Not now": hides the prompt at once and POSTs the user flag. */
  decline(): Promise<void>;
}

export interface PushStoreOptions {
  env: PushEnvironment;
  controller: PushController;
  api: Pick<NotificationsApi, 'savePushSubscription' | 'declineBrowserNotifications'>;
  /** The notifications list: the VAPID key and the server's prompt flag come with it. */
  $notifications: ReadableAtom<Pick<NotificationsState, 'vapidPublicKey' | 'showPushPrompt'>>;
}

export function createPushStore(options: PushStoreOptions): PushStore {
  const { env, controller, api, $notifications } = options;
  const $state = atom<PushState>(initialPushState);
  const $declined = atom(false);
  const patch = (change: Partial<PushState>) => $state.set({ ...$state.get(), ...change });

  onMount($state, () => {
    const supported = isPushSupported(env);
    patch({ supported, blocked: env.Notification?.permission === 'denied' });
    if (!supported || !checkServiceWorkerContext(env.location)) return undefined;
    let active = true;
    if (env.Notification?.permission === 'granted') {
      controller.hasSubscription().then(
        (enabled) => {
          if (active) patch({ enabled });
        },
        (error: unknown) => reportError('Reading the push subscription', error),
      );
    }
    return () => {
      active = false;
    };
  });

  const $promptVisible = computed(
    [$state, $notifications, $declined],
    (state, notifications, declined) =>
      isPushPromptVisible(state, notifications.showPushPrompt, declined),
  );

  const run = async (context: string, step: () => Promise<void>) => {
    if ($state.get().pending) return;
    patch({ pending: true });
    try {
      await step();
    } catch (error) {
      reportError(context, error);
    } finally {
      patch({ pending: false });
    }
  };

  return {
    $state,
    $promptVisible,
    enable: (welcome) => {
      if (env.userActivation && !env.userActivation.isActive) {
        reportError(
          'Enabling browser notifications',
          new Error('Browser notifications can only be turned on from a click.'),
        );
        return Promise.resolve();
      }
      return run('Enabling browser notifications', async () => {
        // Ask first, while the click's user activation lasts.
        const permission = await controller.requestPermission();
        if (permission === 'denied') {
          patch({ blocked: true, enabled: false });
          return;
        }
        if (permission !== 'granted') return;
        const key = $notifications.get().vapidPublicKey;
        if (!key)
          throw new Error('The server sent no web push public key (web_push_vapid_public_key).');
        const subscription = await controller.subscribe(key);
        await api.savePushSubscription(subscription.toJSON());
        patch({ enabled: true, blocked: false });
        await controller.showWelcome(welcome);
      });
    },
    disable: () =>
      run('Disabling browser notifications', async () => {
        await controller.unsubscribe();
        patch({ enabled: false });
      }),
    async decline() {
      $declined.set(true);
      try {
        await api.declineBrowserNotifications();
      } catch (error) {
        reportError('Declining browser notifications', error);
      }
    },
  };
}
