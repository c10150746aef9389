import { unreadBadgeText } from '../stores/unread.ts';
import type { Translate } from './translate.ts';

export interface UnreadBadgeProps {
  count: number;
  /** When false the badge is not rendered at all. */
  visible: boolean;
  /** Gives the text for counts above 99 (`header.badgeOverflow`, "99+"). */
  t: Translate;
}

/**
 * The red count on an icon button: "99+" above 99 (spec §5). Decorative: the
 * button's accessible name says the count in words.
 */
export function UnreadBadge({ count, visible, t }: UnreadBadgeProps) {
  if (!visible) return null;
  return (
    <span className="site-badge" aria-hidden="true">
      {unreadBadgeText(count, t('header.badgeOverflow'))}
    </span>
  );
}
