import { holdLeadership, type LocksLike } from './tab-leadership.ts';
import { allHiddenCloseMs, trackAllTabsHidden, type AllTabsHidden } from './all-tabs-hidden.ts';
import { parseTabMessage, type ChannelConstructor, type TabMessage } from './tab-messages.ts';

/** What a count or staleness change looks like on the channel. */
export type SharedChange = Extract<TabMessage, { type: 'count' | 'stale' }>;

/** The page's side of the coordination: its counts and its sockets (the stores, in connect-live.ts). */
export interface TabCoordinationOptions {
  userId: string;
  origin: string;
  /** The current counts and staleness, sent to a tab that joins. */
  snapshot(): SharedChange[];
  /** Calls the listener on every local change of a count or staleness. Returns the cleanup. */
  onLocalChange(listener: (change: SharedChange) => void): () => void;
  /** A change made in another tab. */
  apply(change: SharedChange): void;
  /** Whether this page may open sockets: false in a follower and while every tab is hidden. */
  setSocketsAllowed(allowed: boolean): void;
  /** This tab holds the sockets (leader, or alone). Returns the cleanup. */
  holdSockets(): () => void;
  /** The sockets closed while every tab is hidden (true) or reopened and the counts are current again (false). */
  setSuspended(suspended: boolean): void;
  /** Fetches both counts again (a new leader, or the tabs visible again). */
  refetchCounts(): Promise<void>;
  locks?: LocksLike | undefined;
  Channel?: ChannelConstructor | undefined;
  /** `document` by default: its visibility, and `pagehide` on its window. */
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  hiddenCloseMs?: number | undefined;
  /** Told when this tab leads or follows (tests, docs). */
  onRole?(role: 'leader' | 'follower'): void;
}

/**
 * One connection per browser (design.md "One connection per browser"): the
 * tab holding the Web Lock `site-live:<origin>:<user>` holds the sockets; the
 * others get counts and staleness over the BroadcastChannel `site-live:<user>`
 * and apply their own reads through HTTP, broadcasting the result. Every tab
 * broadcasts its local changes, so a read anywhere shows everywhere. Without
 * Web Locks or BroadcastChannel, the page holds its own sockets as before.
 * Returns the cleanup.
 */
export function coordinateTabs(options: TabCoordinationOptions): () => void {
  const { locks, Channel } = options;
  if (!locks || !Channel || !options.userId) {
    options.setSocketsAllowed(true);
    return options.holdSockets();
  }
  const doc = options.document ?? document;
  const win = options.window ?? window;
  const tabId = Math.random().toString(36).slice(2);
  const channel = new Channel(`site-live:${options.userId}`);
  const post = (message: TabMessage) => channel.postMessage(message);
  const isVisible = () => doc.visibilityState === 'visible';
  let hidden: AllTabsHidden | null = null;
  let applying = false;

  options.setSocketsAllowed(false);
  options.onRole?.('follower');

  channel.onmessage = (event: MessageEvent) => {
    const message = parseTabMessage(event.data);
    if (!message) return;
    switch (message.type) {
      case 'count':
      case 'stale':
        applying = true;
        try {
          options.apply(message);
        } finally {
          applying = false;
        }
        return;
      case 'hello':
        post({ type: 'visibility', tabId, visible: isVisible() });
        if (hidden) for (const change of options.snapshot()) post(change);
        return;
      case 'visibility':
        hidden?.set(message.tabId, message.visible);
        return;
      case 'bye':
        hidden?.forget(message.tabId);
    }
  };

  const stopBroadcasting = options.onLocalChange((change) => {
    if (!applying) post(change);
  });

  const visibilityChanged = () => {
    post({ type: 'visibility', tabId, visible: isVisible() });
    hidden?.set(tabId, isVisible());
  };
  const leaving = () => post({ type: 'bye', tabId });
  doc.addEventListener('visibilitychange', visibilityChanged);
  win.addEventListener('pagehide', leaving);

  const lead = () => {
    options.onRole?.('leader');
    const tracker = trackAllTabsHidden({
      delayMs: options.hiddenCloseMs ?? allHiddenCloseMs,
      onSuspend: () => {
        options.setSocketsAllowed(false);
        options.setSuspended(true);
      },
      onResume: () => {
        options.setSocketsAllowed(true);
        // Nothing is shown as current before the counts are fetched again.
        void options.refetchCounts().finally(() => options.setSuspended(false));
      },
    });
    hidden = tracker;
    tracker.set(tabId, isVisible());
    options.setSocketsAllowed(true);
    const stopHolding = options.holdSockets();
    // The previous leader may have gone between an event and its broadcast.
    void options.refetchCounts();
    post({ type: 'hello', tabId });
    return () => {
      tracker.stop();
      hidden = null;
      stopHolding();
      options.setSocketsAllowed(false);
    };
  };
  const stopLeading = holdLeadership(locks, `site-live:${options.origin}:${options.userId}`, lead);
  // Joining: the leader answers with the counts, and learns whether this tab is visible.
  post({ type: 'hello', tabId });
  post({ type: 'visibility', tabId, visible: isVisible() });

  return () => {
    stopLeading();
    leaving();
    stopBroadcasting();
    doc.removeEventListener('visibilitychange', visibilityChanged);
    win.removeEventListener('pagehide', leaving);
    channel.onmessage = null;
    channel.close();
  };
}
