import { pagePainted } from '../../lib/after-first-paint.ts';
import { announceSession } from '../../live/tabs/session-channel.ts';
import { loadCatalogue } from '../../stores/catalogues.ts';
import type { ElementViewProps } from '../element-spec.ts';

// Server-rendered HTML stays live before React (issue 37): on a signed-in
// page, once it has painted, the small live counts chunk (no React) connects
// the live layer, and each count is written into the server's HTML of the
// header and of `<site-unread-badge>` (count-writer.ts, in that chunk); a logged-out page tells the user's other tabs
// that nobody is signed in here, as the views do. The views load only when
// the reader reaches for a control (../hydration/reader-intent.ts), and take
// the counts over.

export interface ServerCounts {
  /** The views are about to hydrate the HTML: stop writing into it (the connections stay). */
  hydrating(): void;
  /** The element left the page. */
  disconnected(): void;
}

const none: ServerCounts = { hydrating() {}, disconnected() {} };

let announcedSignedOut = false;

/** Keeps the counts of `host`'s server-rendered `root` live until it hydrates. */
export function keepServerCountsLive(
  host: HTMLElement,
  root: ShadowRoot,
  { context, values }: ElementViewProps,
): ServerCounts {
  const painted = pagePainted();
  if (context.role === 'logged-out') {
    if (!announcedSignedOut) {
      announcedSignedOut = true;
      void painted.then(() => announceSession(null));
    }
    return none;
  }
  const badge =
    host.localName === 'site-unread-badge'
      ? values['kind'] === 'notifications'
        ? 'notifications'
        : 'messages'
      : null;
  if (host.localName !== 'site-header' && !badge) return none;

  let state: 'waiting' | 'hydrating' | 'gone' = 'waiting';
  let stopWriting: (() => void) | null = null;
  let release: (() => void) | null = null;
  painted
    .then(() => Promise.all([import('./live-counts.chunk.ts'), loadCatalogue(context.catalogue)]))
    .then(
      ([chunk, messages]) => {
        if (state === 'gone') return;
        const { apiBase, graphqlUrl, graphqlWsUrl } = context.endpoints;
        // Kept while the element is on the page: the views' own connection
        // (the same one, counted) comes when they hydrate.
        release = chunk.connectLive({
          apiBase,
          graphqlUrl,
          graphqlWsUrl,
          userId: context.user?.id,
        });
        if (state === 'waiting') stopWriting = chunk.writeCounts(root, context, messages, badge);
      },
      (error: unknown) =>
        console.error(
          `<${host.localName}>: the live counts did not load; they show the server's.`,
          error,
        ),
    );
  return {
    hydrating() {
      state = 'hydrating';
      stopWriting?.();
      stopWriting = null;
    },
    disconnected() {
      state = 'gone';
      stopWriting?.();
      stopWriting = null;
      release?.();
      release = null;
    },
  };
}
