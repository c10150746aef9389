/**
 * Where the push service worker is served and what it controls.
 *
 * Deployment: the build emits `src/live/push/service-worker.ts` as its own
 * entry, `notifications-sw.js`, in one file that imports nothing (it is
 * registered as a classic script; its minified size is about 0.8 KB), next to
 * the bundle: `/dist-elements/notifications-sw.js`. Its scope is `/` (the
 * whole origin: the welcome notification's click target
 * /accounts/notifications is inside it), so the server must send it with
 * `Service-Worker-Allowed: /` (the reference server does, for every script of
 * /dist-elements/). A site that serves it from its root needs no header.
 */
export interface ServiceWorkerOptions {
  url: string;
  scope: string;
}

export const defaultServiceWorker: ServiceWorkerOptions = {
  url: '/dist-elements/notifications-sw.js',
  scope: '/',
};
