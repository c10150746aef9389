import type { Chat, ChatParticipant } from './graphql/documents.ts';

/** The person the viewer talks to: the first participant who is not the viewer. */
export function chatPartner(chat: Chat, viewerId: string): ChatParticipant | undefined {
  return chat.participants.find((participant) => participant.user.id !== viewerId);
}

/** The conversation page's user id in a path (`/messages/42` → `42`), or null. */
export function activeChatUserId(currentPath: string): string | null {
  const pathname = currentPath.split(/[?#]/, 1)[0] ?? '';
  const match = /^\/messages\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Where a chat row links: the conversation with the partner (spec §2 "/messages/{userId}"). */
export function chatHref(chat: Chat, viewerId: string): string {
  const partner = chatPartner(chat, viewerId);
  return partner ? `/messages/${encodeURIComponent(partner.user.id)}` : '/messages';
}

/**
 * Spec §4: a chat row is unread when its last event is newer than the
 * viewer's lastReadAt and it is not the active chat (the conversation open on
 * this page). A viewer who never read the chat has not read its last event.
 * A chat without events, or with dates that cannot be read, is read.
 */
export function isChatUnread(chat: Chat, viewerId: string, activeUserId: string | null): boolean {
  const event = chat.lastEvent;
  if (!event) return false;
  if (activeUserId !== null && chatPartner(chat, viewerId)?.user.id === activeUserId) return false;
  const eventTime = Date.parse(event.createdAt);
  if (Number.isNaN(eventTime)) return false;
  const me = chat.participants.find((participant) => participant.user.id === viewerId);
  if (!me?.lastReadAt) return true;
  const readTime = Date.parse(me.lastReadAt);
  return Number.isNaN(readTime) || eventTime > readTime;
}
