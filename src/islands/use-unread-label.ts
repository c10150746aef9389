import { useStore } from '@nanostores/react';
import { $unreadStale } from '../stores/live-status.ts';
import type { Translate } from './translate.ts';
import { unreadCountText, type UnreadKind } from './unread-count-text.ts';

/**
 * What an unread count shows ("Notifications, 4 unread notifications" and
 * the badge's "4"), its name saying "(may be out of date)" only while the
 * live layer says the count may be stale (its sockets gave up, or were
 * closed while every tab was hidden): the badge itself keeps showing the last
 * value.
 */
export function useUnreadCountText(
  kind: UnreadKind,
  count: number,
  currentPath: string,
  t: Translate,
): ReturnType<typeof unreadCountText> {
  const stale = useStore($unreadStale)[kind];
  return unreadCountText(kind, count, { stale, currentPath }, t);
}

/** The accessible name of an unread count (see useUnreadCountText). */
export function useUnreadLabel(kind: UnreadKind, count: number, t: Translate): string {
  // The label does not depend on the page (only the messages badge does).
  return useUnreadCountText(kind, count, '', t).label;
}
