import { computed } from 'nanostores';
import { sharedAtom } from '../lib/page-registry.ts';
import type { CountKind } from '../live/tabs/tab-messages.ts';

export type PerKind<T> = Readonly<Record<CountKind, T>>;

/**
 * Whether this page may open the live sockets: true alone (no Web Locks or
 * BroadcastChannel) and in the leader tab, false in the other tabs and while
 * every tab has been hidden for long (src/live/tabs, set by connect-live.ts).
 */
export const $socketsAllowed = sharedAtom<boolean>('liveSocketsAllowed', true);

/** The sockets were closed because every tab is hidden, or reopened but the counts are not fetched yet. */
export const $liveSuspended = sharedAtom<boolean>('liveSuspended', false);

/** A socket gave up after the specification's three retries and has not come back yet. */
export const $socketsFailed = sharedAtom<PerKind<boolean>>('liveSocketsFailed', {
  messages: false,
  notifications: false,
});

/** Whether this tab's sockets say a count may be out of date (the leader's, or a lone page's). */
export const $localStale = computed(
  [$socketsFailed, $liveSuspended],
  (failed, suspended): PerKind<boolean> => ({
    messages: suspended || failed.messages,
    notifications: suspended || failed.notifications,
  }),
);

/**
 * What the badges say: whether a count may be out of date (their accessible
 * name says so). The tab holding the sockets sets it from `$localStale`; the
 * other tabs get it from that tab.
 */
export const $unreadStale = sharedAtom<PerKind<boolean>>('unreadStale', {
  messages: false,
  notifications: false,
});

export function setSocketFailed(kind: CountKind, failed: boolean): void {
  const current = $socketsFailed.get();
  if (current[kind] !== failed) $socketsFailed.set({ ...current, [kind]: failed });
}

export function setUnreadStale(kind: CountKind, stale: boolean): void {
  const current = $unreadStale.get();
  if (current[kind] !== stale) $unreadStale.set({ ...current, [kind]: stale });
}

/** Runs `open` while the page may open sockets, and its cleanup when it may not any more. Returns the cleanup. */
export function whileSocketsAllowed(open: () => () => void): () => void {
  let close: (() => void) | null = null;
  const follow = (allowed: boolean) => {
    if (allowed && !close) close = open();
    else if (!allowed && close) {
      close();
      close = null;
    }
  };
  const stop = $socketsAllowed.subscribe(follow);
  return () => {
    stop();
    follow(false);
  };
}
