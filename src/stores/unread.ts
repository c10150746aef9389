import { sharedAtom } from '../lib/page-registry.ts';

/** Unseen chats of the viewer (spec §7 "Unseen chat count"). Set by the realtime layer. */
export const $unreadMessages = sharedAtom<number>('unreadMessages', 0);

/** Unread notifications (spec §7 websocket `unread-counter`). Set by the realtime layer. */
export const $unreadNotifications = sharedAtom<number>('unreadNotifications', 0);

/** The badge cap of spec §9: counts above it show as "99+". */
export const unreadBadgeCap = 99;

/**
 * The text of an unread badge: the count, or above 99 the catalogue's
 * `header.badgeOverflow` ("99+" in every language today) (spec §5). Every
 * badge (the header's, `<site-unread-badge>`) writes its text with this.
 */
export function unreadBadgeText(count: number, overflowText = `${unreadBadgeCap}+`): string {
  return count > unreadBadgeCap ? overflowText : String(count);
}

/** Whether a path is the messages inbox or a conversation (/messages, /messages/{userId}). */
export function isMessagesPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/messages' || pathname.startsWith('/messages/');
}

/** The unseen-messages badge is hidden at zero and on the messages pages (spec §5). */
export function isMessagesBadgeVisible(count: number, currentPath: string): boolean {
  return count > 0 && !isMessagesPath(currentPath);
}

/** The notifications badge is hidden at zero. */
export function isNotificationsBadgeVisible(count: number): boolean {
  return count > 0;
}

/**
 * The counts a server knew when it rendered the page (an element's
 * `unread-counts`), shown until the live counts arrive. Set as the attribute
 * is parsed, so the first render (and a hydration) already shows them.
 */
export function seedUnreadCounts(counts: { messages?: number; notifications?: number }): void {
  if (counts.messages !== undefined) setUnreadMessages(counts.messages);
  if (counts.notifications !== undefined) setUnreadNotifications(counts.notifications);
}

/** Counts that are not whole non-negative numbers become 0, never a broken badge. */
export function setUnreadMessages(count: number): void {
  $unreadMessages.set(sanitizeCount(count));
}

export function setUnreadNotifications(count: number): void {
  $unreadNotifications.set(sanitizeCount(count));
}

function sanitizeCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}
