import { describe, expect, it } from 'vitest';
import { watchServiceWorkerUpdates } from '../../../../src/microsite/router/service-worker-update.ts';

// spec §4: after a service worker update, navigations are full page loads.

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
}

function fakeContainer(controller: object | null) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller,
    getRegistration: async () => registration,
  });
  return { container: container as unknown as ServiceWorkerContainer, registration };
}

describe('watchServiceWorkerUpdates', () => {
  it('is not updated at first, and is after a new worker takes control', () => {
    const { container } = fakeContainer({});
    const watch = watchServiceWorkerUpdates(container);
    expect(watch.$updated.get()).toBe(false);
    container.dispatchEvent(new Event('controllerchange'));
    expect(watch.$updated.get()).toBe(true);
    watch.stop();
  });

  it('is updated when a new worker is installed while an old one controls the page', async () => {
    const { container, registration } = fakeContainer({});
    const watch = watchServiceWorkerUpdates(container);
    await Promise.resolve();
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    expect(watch.$updated.get()).toBe(false);
    worker.install();
    expect(watch.$updated.get()).toBe(true);
    watch.stop();
  });

  it('ignores the first install of a page without a worker, and browsers without service workers', async () => {
    const { container, registration } = fakeContainer(null);
    const watch = watchServiceWorkerUpdates(container);
    await Promise.resolve();
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.install();
    expect(watch.$updated.get()).toBe(false);
    expect(watchServiceWorkerUpdates(undefined).$updated.get()).toBe(false);
  });
});
