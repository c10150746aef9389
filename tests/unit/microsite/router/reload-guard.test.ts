import { describe, expect, it } from 'vitest';
import {
  createReloadGuard,
  reloadGuardKey,
} from '../../../../src/microsite/router/reload-guard.ts';
import { fetchDeployedBuildHash, parseAppData } from '../../../../src/microsite/router/app-data.ts';
import {
  mustReloadForBuild,
  releaseIfRunning,
} from '../../../../src/microsite/router/build-hash-check.ts';
import {
  isChunkLoadError,
  watchChunkErrors,
} from '../../../../src/microsite/router/chunk-error.ts';

class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

/**
 * watchChunkErrors on a fake window at `pathname`: the window's and the
 * document's events, and the hard navigations it made.
 */
function watchFakeWindow(pathname: string) {
  const events = new EventTarget();
  const document = new EventTarget();
  const href = `https://example.test${pathname}`;
  const window = Object.assign(events, { document, location: { href, pathname } });
  const navigations: string[] = [];
  const stop = watchChunkErrors({
    window: window as unknown as Window,
    buildHash: 'b1',
    guard: createReloadGuard(() => new MemoryStorage()),
    hardNavigate: (to) => navigations.push(to),
  });
  return { events, document, navigations, stop };
}

describe('the reload guard (spec §4: a session flag guards against reload loops)', () => {
  it('allows one hard navigation per reason and tab', () => {
    const storage = new MemoryStorage();
    const guard = createReloadGuard(() => storage);
    expect(guard.claim('build:b2')).toBe(true);
    expect(storage.getItem(reloadGuardKey)).toBe('["build:b2"]');
    expect(guard.claim('build:b2')).toBe(false);
    expect(guard.claim('build:b3')).toBe(true);
    guard.release('build:b3');
    expect(guard.claim('build:b3')).toBe(true);
  });

  it('remembers each reason on its own: alternating causes do not reload again and again', () => {
    const storage = new MemoryStorage();
    const guard = createReloadGuard(() => storage);
    // Behind a cache serving old HTML whose chunks are gone, every navigation
    // meets both causes; each may hard-navigate once per tab, not once per turn.
    const turns = [1, 2, 3].flatMap(() => [guard.claim('build:new'), guard.claim('chunk:old:/x/')]);
    expect(turns).toEqual([true, true, false, false, false, false]);
  });

  it('never reloads when sessionStorage is unavailable', () => {
    const guard = createReloadGuard(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(guard.claim('build:b2')).toBe(false);
  });
});

describe('the build-hash check', () => {
  it('reads the build hash of app-data.json', () => {
    expect(parseAppData({ buildHash: 'abc' })).toEqual({ buildHash: 'abc' });
    expect(parseAppData({ buildHash: '' })).toBeNull();
    expect(parseAppData('abc')).toBeNull();
  });

  it('fetches app-data.json without the cache and ignores failures', async () => {
    const requests: RequestInit[] = [];
    const ok = (async (_url: string, init: RequestInit) => {
      requests.push(init);
      return Response.json({ buildHash: 'deployed' });
    }) as unknown as typeof fetch;
    expect(await fetchDeployedBuildHash(ok, '/best-design-awards/app-data.json')).toBe('deployed');
    expect(requests[0]?.cache).toBe('no-store');
    const down = (async () => new Response('', { status: 502 })) as unknown as typeof fetch;
    expect(await fetchDeployedBuildHash(down, '/x')).toBeNull();
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchDeployedBuildHash(offline, '/x')).toBeNull();
  });

  it('makes the next navigation a full load once per new build, then stops (no loop)', () => {
    const storage = new MemoryStorage();
    const guard = createReloadGuard(() => storage);
    expect(mustReloadForBuild('old', 'old', guard)).toBe(false);
    expect(mustReloadForBuild('old', null, guard)).toBe(false);
    expect(mustReloadForBuild('old', 'new', guard)).toBe(true);
    // The reloaded page still runs the old build (a stale cache): no second reload.
    expect(mustReloadForBuild('old', 'new', guard)).toBe(false);
    // A newer build deserves its own reload.
    expect(mustReloadForBuild('old', 'newer', guard)).toBe(true);
  });

  it('forgets the claim once the new build is running', () => {
    const storage = new MemoryStorage();
    const guard = createReloadGuard(() => storage);
    mustReloadForBuild('old', 'new', guard);
    const claimed = () => JSON.parse(storage.getItem(reloadGuardKey) ?? '[]') as string[];
    releaseIfRunning('old', guard);
    expect(claimed()).toEqual(['build:new']);
    releaseIfRunning('new', guard);
    expect(claimed()).toEqual([]);
  });
});

describe('a failed chunk load', () => {
  it('recognises the browsers’ dynamic import errors', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('makes one guarded hard navigation to the current address', () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    const fakeWindow = Object.assign(events, {
      document: new EventTarget(),
      location: {
        href: 'https://example.test/best-design-awards/2024/',
        pathname: '/best-design-awards/2024/',
      },
    }) as unknown as Window;
    const navigations: string[] = [];
    const stop = watchChunkErrors({
      window: fakeWindow,
      buildHash: 'b1',
      guard: createReloadGuard(() => storage),
      hardNavigate: (href) => navigations.push(href),
    });
    const chunkFailure = () => {
      const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', {
        value: new TypeError('Failed to fetch dynamically imported module'),
      });
      events.dispatchEvent(event);
    };
    chunkFailure();
    chunkFailure();
    const preload = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new TypeError('Failed to fetch dynamically imported module'),
    });
    events.dispatchEvent(preload);
    expect(navigations).toEqual(['https://example.test/best-design-awards/2024/']);
    stop();
    // After a later deploy, the same path may recover once more in this tab.
    const stopNext = watchChunkErrors({
      window: fakeWindow,
      buildHash: 'b2',
      guard: createReloadGuard(() => storage),
      hardNavigate: (href) => navigations.push(href),
    });
    chunkFailure();
    chunkFailure();
    expect(navigations).toHaveLength(2);
    stopNext();
  });

  it('does not reload a page the reader is leaving: its aborted imports are no failed chunks', () => {
    const { events, navigations, stop } = watchFakeWindow('/best-design-awards/');
    // Firefox's words for an import that leaving the page aborted.
    const aborted = () => {
      const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', {
        value: new TypeError('error loading dynamically imported module: /_astro/page-loading.js'),
      });
      events.dispatchEvent(event);
      return event.defaultPrevented;
    };
    events.dispatchEvent(new Event('beforeunload'));
    expect(aborted()).toBe(false);
    expect(navigations).toEqual([]);
    // Back from the back/forward cache: a failed chunk is one again.
    events.dispatchEvent(new Event('pageshow'));
    expect(aborted()).toBe(true);
    expect(navigations).toEqual(['https://example.test/best-design-awards/']);
    stop();
  });

  it('counts the page as staying once it has the focus again (a link that started no navigation)', () => {
    const { events, navigations, stop } = watchFakeWindow('/best-design-awards/2023/');
    const preload = () =>
      events.dispatchEvent(
        Object.assign(new Event('vite:preloadError', { cancelable: true }), {
          payload: new TypeError('Failed to fetch dynamically imported module'),
        }),
      );
    events.dispatchEvent(new Event('beforeunload'));
    preload();
    expect(navigations).toEqual([]);
    events.dispatchEvent(new Event('focus'));
    preload();
    expect(navigations).toEqual(['https://example.test/best-design-awards/2023/']);
    stop();
  });

  it('recovers from an island whose component chunk failed to load', () => {
    const { document: fakeDocument, navigations, stop } = watchFakeWindow('/best-design-awards/');
    const hydrationError = (error: Error) =>
      new CustomEvent('astro:hydration-error', {
        cancelable: true,
        detail: { error, componentUrl: '/x.js' },
      });
    const unrelated = hydrationError(new Error('Cannot read properties of undefined'));
    fakeDocument.dispatchEvent(unrelated);
    expect(navigations).toEqual([]);
    expect(unrelated.defaultPrevented).toBe(false);
    const chunk = hydrationError(
      new TypeError('Failed to fetch dynamically imported module: /x.js'),
    );
    fakeDocument.dispatchEvent(chunk);
    expect(navigations).toEqual(['https://example.test/best-design-awards/']);
    expect(chunk.defaultPrevented).toBe(true);
    stop();
  });
});
