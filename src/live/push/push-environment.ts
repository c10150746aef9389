/** What the push code uses from the browser; tests pass fakes. */
export interface PushEnvironment {
  readonly location: Pick<Location, 'protocol' | 'hostname'>;
  readonly serviceWorker: Pick<ServiceWorkerContainer, 'register' | 'getRegistration'> | undefined;
  readonly Notification:
    | {
        readonly permission: NotificationPermission;
        requestPermission(): Promise<NotificationPermission>;
      }
    | undefined;
  /** Whether the page exposes the Push API (`PushManager`). */
  readonly hasPushManager: boolean;
  /** `navigator.userActivation`, where the browser has it. */
  readonly userActivation: { readonly isActive: boolean } | undefined;
}

/** The page's own environment. Read when called, never on import. */
export function browserPushEnvironment(): PushEnvironment {
  const nav = globalThis.navigator as
    (Navigator & { userActivation?: { isActive: boolean } }) | undefined;
  return {
    location: globalThis.location ?? { protocol: '', hostname: '' },
    serviceWorker: nav && 'serviceWorker' in nav ? nav.serviceWorker : undefined,
    Notification:
      typeof globalThis.Notification === 'function' ? globalThis.Notification : undefined,
    hasPushManager: typeof (globalThis as { PushManager?: unknown }).PushManager === 'function',
    userActivation: nav?.userActivation,
  };
}

/** Push needs a service worker, the Push API and notifications (spec §4 "supported"). */
export function isPushSupported(env: PushEnvironment): boolean {
  return env.serviceWorker !== undefined && env.Notification !== undefined && env.hasPushManager;
}
