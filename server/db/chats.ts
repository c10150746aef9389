import type { DatabaseSync } from 'node:sqlite';
import { integer, optionalText, text } from './row.ts';

export interface ChatParticipant {
  userId: number;
  displayName: string;
  lastReadAt: string | null;
}

export interface ChatEvent {
  id: number;
  chatId: number;
  authorId: number;
  authorName: string;
  createdAt: string;
  content: string;
}

export interface ChatSummary {
  id: number;
  participants: ChatParticipant[];
  lastEvent: ChatEvent | null;
}

// The latest event of each chat the user takes part in, as a subquery both
// the list and the unseen count start from.
const lastEventsOfUser = `
  SELECT p.chat_id AS chat_id, p.last_read_at AS last_read_at,
    (SELECT e.id FROM chat_events e WHERE e.chat_id = p.chat_id
      ORDER BY e.created_at DESC, e.id DESC LIMIT 1) AS last_event_id
  FROM chat_participants p WHERE p.user_id = :user`;

/** The user's chats, most recent last event first, paged by offset. */
export function listRecentChats(
  db: DatabaseSync,
  userId: number,
  from: number,
  limit: number,
): ChatSummary[] {
  const rows = db
    .prepare(
      `SELECT x.chat_id, e.id AS event_id, e.author_id, a.display_name AS author_name,
         e.created_at, e.content
       FROM (${lastEventsOfUser}) x
       LEFT JOIN chat_events e ON e.id = x.last_event_id
       LEFT JOIN users a ON a.id = e.author_id
       ORDER BY e.created_at IS NULL, e.created_at DESC, x.chat_id DESC
       LIMIT :limit OFFSET :from`,
    )
    .all({ user: userId, limit, from });
  if (rows.length === 0) return [];
  const chatIds = rows.map((row) => integer(row, 'chat_id'));
  const participants = participantsOfChats(db, chatIds);
  return rows.map((row) => {
    const chatId = integer(row, 'chat_id');
    const eventId = row['event_id'];
    return {
      id: chatId,
      participants: participants.get(chatId) ?? [],
      lastEvent:
        eventId === null || eventId === undefined
          ? null
          : {
              id: integer(row, 'event_id'),
              chatId,
              authorId: integer(row, 'author_id'),
              authorName: text(row, 'author_name'),
              createdAt: text(row, 'created_at'),
              content: text(row, 'content'),
            },
    };
  });
}

function participantsOfChats(db: DatabaseSync, chatIds: number[]): Map<number, ChatParticipant[]> {
  const placeholders = chatIds.map(() => '?').join(', ');
  const rows = db
    .prepare(
      `SELECT p.chat_id, p.user_id, p.last_read_at, u.display_name
       FROM chat_participants p JOIN users u ON u.id = p.user_id
       WHERE p.chat_id IN (${placeholders}) ORDER BY p.chat_id, p.user_id`,
    )
    .all(...chatIds);
  const byChat = new Map<number, ChatParticipant[]>();
  for (const row of rows) {
    const chatId = integer(row, 'chat_id');
    const list = byChat.get(chatId) ?? [];
    list.push({
      userId: integer(row, 'user_id'),
      displayName: text(row, 'display_name'),
      lastReadAt: optionalText(row, 'last_read_at'),
    });
    byChat.set(chatId, list);
  }
  return byChat;
}

/**
 * Chats whose last event came from someone else and is newer than both the
 * user's read mark in that chat and the last time the user opened the
 * messages dropdown (users.chats_seen_at, set by setLastSeenAt).
 */
export function countUnseenChats(db: DatabaseSync, userId: number): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM (${lastEventsOfUser}) x
       JOIN chat_events e ON e.id = x.last_event_id
       JOIN users me ON me.id = :user
       WHERE e.author_id <> :user
         AND (x.last_read_at IS NULL OR e.created_at > x.last_read_at)
         AND (me.chats_seen_at IS NULL OR e.created_at > me.chats_seen_at)`,
    )
    .get({ user: userId });
  return row ? integer(row, 'n') : 0;
}

export function chatExists(db: DatabaseSync, chatId: number): boolean {
  return db.prepare('SELECT 1 AS one FROM chats WHERE id = ?').get(chatId) !== undefined;
}

export function participantIds(db: DatabaseSync, chatId: number): number[] {
  return db
    .prepare('SELECT user_id FROM chat_participants WHERE chat_id = ? ORDER BY user_id')
    .all(chatId)
    .map((row) => integer(row, 'user_id'));
}

/** Adds a message; the author has read their own message, so their read mark moves too. */
export function addChatEvent(
  db: DatabaseSync,
  chatId: number,
  authorId: number,
  content: string,
  at: string,
): ChatEvent {
  const result = db
    .prepare(
      'INSERT INTO chat_events (chat_id, author_id, created_at, content) VALUES (?, ?, ?, ?)',
    )
    .run(chatId, authorId, at, content);
  db.prepare('UPDATE chat_participants SET last_read_at = ? WHERE chat_id = ? AND user_id = ?').run(
    at,
    chatId,
    authorId,
  );
  const author = db.prepare('SELECT display_name FROM users WHERE id = ?').get(authorId);
  return {
    id: Number(result.lastInsertRowid),
    chatId,
    authorId,
    authorName: author ? text(author, 'display_name') : '',
    createdAt: at,
    content,
  };
}
