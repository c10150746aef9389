import { unreadBadgeText } from '../stores/unread.ts';

export interface UnreadBadgeProps {
  count: number;
  /** The localised text for counts above 99 (`header.badgeOverflow`, "99+"). */
  overflowText?: string;
  /** When false the badge is not rendered at all. */
  visible: boolean;
}

/**
 * The red count on an icon button: "99+" above 99 (spec §5). Decorative: the
 * button's accessible name says the count in words.
 */
export function UnreadBadge({ count, overflowText, visible }: UnreadBadgeProps) {
  if (!visible) return null;
  return (
    <span className="site-badge" aria-hidden="true">
      {unreadBadgeText(count, overflowText)}
    </span>
  );
}
