import {
  isMessagesBadgeVisible,
  isNotificationsBadgeVisible,
  unreadBadgeText,
} from '../stores/unread.ts';
import type { Translate } from './translate.ts';

// What an unread count shows, as text: the views render it with React, and
// the live counts of server-rendered HTML write the same text without React
// before the views load (src/elements/live-counts/), so that the views then
// hydrate exactly what they would render. No React here.

export type UnreadKind = 'messages' | 'notifications';

export interface UnreadCountText {
  /** The accessible name: "Messages, 3 unread messages", "… (may be out of date)" while stale. */
  label: string;
  /** The badge's text ("3", "99+"), or null where no badge shows (zero; messages on /messages). */
  badge: string | null;
}

export function unreadCountText(
  kind: UnreadKind,
  count: number,
  { stale, currentPath }: { stale: boolean; currentPath: string },
  t: Translate,
): UnreadCountText {
  const label = t(kind === 'messages' ? 'header.messages' : 'header.notifications', { count });
  const visible =
    kind === 'messages'
      ? isMessagesBadgeVisible(count, currentPath)
      : isNotificationsBadgeVisible(count);
  return {
    label: stale ? t('header.countStale', { label }) : label,
    badge: visible ? unreadBadgeText(count, t('header.badgeOverflow')) : null,
  };
}
