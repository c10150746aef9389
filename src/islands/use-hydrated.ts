import { useSyncExternalStore } from 'react';

// Whether this render is the browser's own, after hydration. The server's
// render and the hydrating render (which must equal the server's HTML) read
// false; React renders again with true right after hydrating, and a root the
// browser renders from scratch (createRoot) reads true from the start.

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** False in the server's HTML and in the render that hydrates it, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}
