import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushController } from '../../../../src/live/push/push-controller.ts';
import type { PushEnvironment } from '../../../../src/live/push/push-environment.ts';
import { insecureContextMessage } from '../../../../src/live/push/service-worker-context.ts';
import { setErrorHook } from '../../../../src/live/report-error.ts';
import { createPushStore } from '../../../../src/stores/push/push-store.ts';
import { isPushPromptVisible, type PushState } from '../../../../src/stores/push/push-state.ts';
import { fakeApi } from '../../support/fake-api.ts';

const welcome = { title: 'Notifications are on', body: 'Welcome' };

function environment(
  overrides: Partial<PushEnvironment> = {},
  permission: NotificationPermission = 'default',
) {
  const Notification = {
    permission,
    requestPermission: vi.fn(async (): Promise<NotificationPermission> => 'granted'),
  };
  const env: PushEnvironment = {
    location: { protocol: 'https:', hostname: 'www.example.com' },
    serviceWorker: {
      register: vi.fn(),
      getRegistration: vi.fn(),
    } as unknown as PushEnvironment['serviceWorker'],
    Notification,
    hasPushManager: true,
    userActivation: { isActive: true },
    ...overrides,
  };
  return { env, Notification };
}

function controller(): { [K in keyof PushController]: ReturnType<typeof vi.fn> } & PushController {
  const subscription = {
    toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
  };
  return {
    hasSubscription: vi.fn(async () => false),
    requestPermission: vi.fn(async (): Promise<NotificationPermission> => 'granted'),
    subscribe: vi.fn(async () => subscription as unknown as PushSubscription),
    showWelcome: vi.fn(async () => {}),
    unsubscribe: vi.fn(async () => {}),
  };
}

function setup(
  options: {
    permission?: NotificationPermission;
    key?: string | null;
    env?: Partial<PushEnvironment>;
  } = {},
) {
  const { env } = environment(options.env, options.permission);
  const push = controller();
  const api = fakeApi();
  const $notifications = atom({
    vapidPublicKey: options.key === undefined ? 'BKey' : options.key,
    showPushPrompt: true,
  });
  const store = createPushStore({ env, controller: push, api, $notifications });
  const stop = store.$promptVisible.listen(() => {});
  return { store, push, api, stop, $notifications };
}

let reported: string[];
let removeHook: () => void;

beforeEach(() => {
  reported = [];
  removeHook = setErrorHook((error) => reported.push(String(error)));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  removeHook();
  vi.restoreAllMocks();
});

describe('the prompt rule (spec §4)', () => {
  const base: PushState = { supported: true, enabled: false, blocked: false, pending: false };
  it('shows only when supported, not enabled, not blocked, the server says so and not declined', () => {
    expect(isPushPromptVisible(base, true, false)).toBe(true);
    expect(isPushPromptVisible({ ...base, supported: false }, true, false)).toBe(false);
    expect(isPushPromptVisible({ ...base, enabled: true }, true, false)).toBe(false);
    expect(isPushPromptVisible({ ...base, blocked: true }, true, false)).toBe(false);
    expect(isPushPromptVisible(base, false, false)).toBe(false);
    expect(isPushPromptVisible(base, true, true)).toBe(false);
  });
});

describe('the push store (spec §4, §8)', () => {
  it('is supported with a service worker, the Push API and notifications', () => {
    const { store, stop } = setup();
    expect(store.$state.get().supported).toBe(true);
    expect(store.$promptVisible.get()).toBe(true);
    stop();
    const unsupported = setup({ env: { hasPushManager: false } });
    expect(unsupported.store.$state.get().supported).toBe(false);
    expect(unsupported.store.$promptVisible.get()).toBe(false);
    unsupported.stop();
  });

  it('starts blocked when the permission is already denied', () => {
    const { store, stop } = setup({ permission: 'denied' });
    expect(store.$state.get().blocked).toBe(true);
    expect(store.$promptVisible.get()).toBe(false);
    stop();
  });

  it('starts enabled when permission is granted and a subscription exists', async () => {
    const { env } = environment({}, 'granted');
    const push = controller();
    push.hasSubscription.mockResolvedValue(true);
    const store = createPushStore({
      env,
      controller: push,
      api: fakeApi(),
      $notifications: atom({ vapidPublicKey: 'k', showPushPrompt: true }),
    });
    const stop = store.$state.listen(() => {});
    await vi.waitFor(() => expect(store.$state.get().enabled).toBe(true));
    stop();
  });

  it('enables: permission, subscribe with the key, POST, then enabled and a welcome notification', async () => {
    const { store, push, api, stop } = setup();
    const states: boolean[] = [];
    store.$state.listen((state) => states.push(state.pending));
    await store.enable(welcome);
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledWith('BKey');
    expect(api.savePushSubscription).toHaveBeenCalledWith({
      endpoint: 'https://push.example/1',
      keys: { p256dh: 'p', auth: 'a' },
    });
    expect(push.showWelcome).toHaveBeenCalledWith(welcome);
    expect(store.$state.get()).toMatchObject({ enabled: true, pending: false });
    expect(states[0]).toBe(true); // pending while it ran
    expect(store.$promptVisible.get()).toBe(false);
    stop();
  });

  it('is blocked when permission is denied, and subscribes nothing', async () => {
    const { store, push, api, stop } = setup();
    push.requestPermission.mockResolvedValue('denied');
    await store.enable(welcome);
    expect(store.$state.get()).toMatchObject({ blocked: true, enabled: false, pending: false });
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(api.savePushSubscription).not.toHaveBeenCalled();
    stop();
  });

  it('reports a missing public key as an error and clears pending', async () => {
    const { store, push, stop } = setup({ key: null });
    await store.enable(welcome);
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(reported.join()).toContain('public key');
    expect(store.$state.get()).toMatchObject({ enabled: false, pending: false });
    stop();
  });

  it('reports a failed POST and is not enabled', async () => {
    const { store, api, push, stop } = setup();
    api.savePushSubscription.mockRejectedValueOnce(new Error('500'));
    await store.enable(welcome);
    expect(reported.join()).toContain('500');
    expect(push.showWelcome).not.toHaveBeenCalled();
    expect(store.$state.get()).toMatchObject({ enabled: false, pending: false });
    stop();
  });

  it('asks nothing without a click (no user activation)', async () => {
    const { store, push, stop } = setup({ env: { userActivation: { isActive: false } } });
    await store.enable(welcome);
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(reported.join()).toContain('from a click');
    stop();
  });

  it('disables by unsubscribing; a failure is reported and pending cleared', async () => {
    const { store, push, stop } = setup();
    await store.enable(welcome);
    await store.disable();
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
    expect(store.$state.get()).toMatchObject({ enabled: false, pending: false });
    await store.enable(welcome);
    push.unsubscribe.mockRejectedValueOnce(new Error('unsubscribe failed'));
    await store.disable();
    expect(reported.join()).toContain('unsubscribe failed');
    expect(store.$state.get()).toMatchObject({ enabled: true, pending: false });
    stop();
  });

  it('declining hides the prompt at once and POSTs the user flag', async () => {
    const { store, api, stop } = setup();
    expect(store.$promptVisible.get()).toBe(true);
    const done = store.decline();
    expect(store.$promptVisible.get()).toBe(false);
    await done;
    expect(api.declineBrowserNotifications).toHaveBeenCalledTimes(1);
    stop();
  });

  it('logs the spec’s line outside HTTPS and localhost', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { stop } = setup({
      env: { location: { protocol: 'http:', hostname: 'www.example.com' } },
    });
    expect(log).toHaveBeenCalledWith(insecureContextMessage);
    expect(insecureContextMessage).toBe(
      'Service workers can only be used over HTTPS, or on localhost for development',
    );
    stop();
    log.mockClear();
    const local = setup({ env: { location: { protocol: 'http:', hostname: 'localhost' } } });
    expect(log).not.toHaveBeenCalled();
    local.stop();
  });
});
