import { useEffect, useState } from 'react';
import type * as LiveModule from './live.chunk.ts';
import { announceSession } from '../../live/tabs/session-channel.ts';
import type { ShellContext } from '../resolve-shell.ts';

export type LiveLayer = typeof LiveModule;

/**
 * For a signed-in user and an element that shows live data, loads the live layer (its own chunk: a logged-out
 * page never downloads Apollo, graphql-ws, the socket or push) and keeps the
 * unread counts live while the element is on the page. However many elements
 * ask, the page has one GraphQL socket and one notifications socket, and with
 * the user's other tabs, the browser has one of each (src/live/tabs).
 */
export function useLiveLayer(context: ShellContext, wanted: boolean): LiveLayer | null {
  const [live, setLive] = useState<LiveLayer | null>(null);
  const signedIn = wanted && context.role !== 'logged-out';
  const { apiBase, graphqlUrl, graphqlWsUrl } = context.endpoints;
  const userId = context.user?.id;
  const signedOut = context.role === 'logged-out';

  // A signed-out page tells the other tabs, so that they drop the old user's counts.
  useEffect(() => {
    if (signedOut) announceSession(null);
  }, [signedOut]);

  useEffect(() => {
    if (!signedIn) return undefined;
    let current = true;
    let disconnect: (() => void) | null = null;
    import('./live.chunk.ts').then(
      (layer) => {
        if (!current) return;
        disconnect = layer.connectLive({ apiBase, graphqlUrl, graphqlWsUrl, userId });
        setLive(layer);
      },
      (error: unknown) => console.error('site-elements: the live features did not load', error),
    );
    return () => {
      current = false;
      disconnect?.();
    };
  }, [signedIn, apiBase, graphqlUrl, graphqlWsUrl, userId]);

  return signedIn ? live : null;
}
