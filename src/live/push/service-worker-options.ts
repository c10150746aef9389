/**
 * Where the push service worker is served and what it controls.
 *
 * Deployment: the build emits `src/live/push/service-worker.ts` as its own
 * entry, `notifications-sw.js`, in one file that imports nothing (it is
 * registered as a classic script; its minified size is about 0.8 KB). Serve
 * it from the site root, `/notifications-sw.js`,
 * with `Content-Type: text/javascript`, so its default scope is `/` (the whole
 * origin: the welcome notification's click target /accounts/notifications is
 * inside it). Served from a sub-folder, it needs the response header
 * `Service-Worker-Allowed: /` to keep scope `/`; or pass `serviceWorkerUrl`
 * and `serviceWorkerScope` to the elements to use another place.
 */
export interface ServiceWorkerOptions {
  url: string;
  scope: string;
}

export const defaultServiceWorker: ServiceWorkerOptions = {
  url: '/notifications-sw.js',
  scope: '/',
};
