import type { PushEnvironment } from './push-environment.ts';

/** Spec §8: logged when a service worker cannot be used. */
export const insecureContextMessage =
  'Service workers can only be used over HTTPS, or on localhost for development';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** HTTPS, or a page on this machine (development). */
export function canUseServiceWorker(location: PushEnvironment['location']): boolean {
  if (location.protocol === 'https:') return true;
  return localHosts.has(location.hostname) || location.hostname.endsWith('.localhost');
}

/** Logs the spec's message (console.log, not an error) and returns false outside HTTPS and localhost. */
export function checkServiceWorkerContext(location: PushEnvironment['location']): boolean {
  if (canUseServiceWorker(location)) return true;
  console.log(insecureContextMessage);
  return false;
}
