import { useStore } from '@nanostores/react';
import { $unreadStale } from '../stores/live-status.ts';
import type { Translate } from './translate.ts';

/**
 * The accessible name of an unread count ("Notifications, 4 unread
 * notifications"), saying "(may be out of date)" only while the live layer
 * says the count may be stale (its sockets gave up, or were closed while every
 * tab was hidden): the badge itself keeps showing the last value.
 */
export function useUnreadLabel(
  kind: 'messages' | 'notifications',
  count: number,
  t: Translate,
): string {
  const stale = useStore($unreadStale)[kind];
  const label = t(kind === 'messages' ? 'header.messages' : 'header.notifications', { count });
  return stale ? t('header.countStale', { label }) : label;
}
