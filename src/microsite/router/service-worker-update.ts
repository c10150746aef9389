import { observable, type ReadableValue } from './observable.ts';

// After a service worker update, navigations are full page loads (spec §4),
// so that the page and the new worker's cache belong to the same build. The
// microsite ships no service worker of its own; this watches one that the
// host registered: a new worker taking control, or a new worker installed
// while an old one controls the page.

export interface ServiceWorkerWatch {
  $updated: ReadableValue<boolean>;
  stop(): void;
}

export function watchServiceWorkerUpdates(
  container: ServiceWorkerContainer | undefined,
): ServiceWorkerWatch {
  const $updated = observable(false);
  if (!container) return { $updated, stop: () => {} };
  const cleanups: (() => void)[] = [];
  const markUpdated = () => $updated.set(true);

  container.addEventListener('controllerchange', markUpdated);
  cleanups.push(() => container.removeEventListener('controllerchange', markUpdated));

  const watchRegistration = (registration: ServiceWorkerRegistration | undefined) => {
    if (!registration) return;
    const onUpdateFound = () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && container.controller) markUpdated();
      });
    };
    registration.addEventListener('updatefound', onUpdateFound);
    cleanups.push(() => registration.removeEventListener('updatefound', onUpdateFound));
  };
  container.getRegistration().then(watchRegistration, () => {});

  return {
    $updated,
    stop: () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
