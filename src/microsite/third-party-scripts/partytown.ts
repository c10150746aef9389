import { partytownLibPath } from './partytown-paths.ts';

// Loads Partytown the first time an off-main-thread script is added, and
// tells it about every later one. Partytown runs those scripts in a web
// worker; their requests for third-party files go through the script proxy
// (spec §7), which forwards only allow-listed addresses.

// On the window, not in the DOM: the router replaces the head and body on
// every navigation, the window stays.
const loadedFlag: unique symbol = Symbol.for('best-design-awards.partytown-loaded');

type PartytownWindow = Window & {
  partytown?: {
    lib: string;
    sandboxParent?: string;
    resolveUrl?: (url: URL, location: Location, type: string) => URL | undefined;
  };
  [loadedFlag]?: true;
};

/** The persisted element of the layout that holds Partytown's sandbox iframe across navigations. */
export const partytownSandboxSelector = '[data-partytown-sandbox]';

/**
 * Partytown copies this function into its worker by its source text, so it
 * must not use anything from outside its own body: the proxy path is
 * inlined below and checked against partytown-paths.ts by a unit test.
 */
export function resolveThroughProxy(url: URL, location: Location, type: string): URL | undefined {
  if (type !== 'script' || url.origin === location.origin) return undefined;
  const proxied = new URL('/best-design-awards/~partytown-proxy', location.origin);
  proxied.searchParams.set('url', url.href);
  return proxied;
}

export function offMainThread(window: Window): () => void {
  return () => {
    const partytownWindow = window as PartytownWindow;
    if (partytownWindow[loadedFlag]) {
      // Partytown is running: it picks up new text/partytown scripts on this event.
      window.dispatchEvent(new CustomEvent('ptupdate'));
      return;
    }
    partytownWindow[loadedFlag] = true;
    partytownWindow.partytown = {
      lib: partytownLibPath,
      sandboxParent: partytownSandboxSelector,
      resolveUrl: resolveThroughProxy,
    };
    const loader = window.document.createElement('script');
    loader.src = `${partytownLibPath}partytown.js`;
    window.document.head.append(loader);
  };
}
