import type { DatabaseSync } from 'node:sqlite';
import { integer, optionalText, text, type Row } from './row.ts';

export interface NotificationRecord {
  id: number;
  userId: number;
  messageHtml: string;
  isRead: boolean;
  icon: string | null;
  thumbnailUrl: string | null;
  destinationUrl: string | null;
  /** Served verbatim; may be an invalid date on purpose. */
  lastActivityAt: string;
  createdAt: string;
}

export type NewNotification = Omit<NotificationRecord, 'id'>;

function toNotification(row: Row): NotificationRecord {
  return {
    id: integer(row, 'id'),
    userId: integer(row, 'user_id'),
    messageHtml: text(row, 'message_html'),
    isRead: integer(row, 'is_read') === 1,
    icon: optionalText(row, 'icon'),
    thumbnailUrl: optionalText(row, 'thumbnail_url'),
    destinationUrl: optionalText(row, 'destination_url'),
    lastActivityAt: text(row, 'last_activity_at'),
    createdAt: text(row, 'created_at'),
  };
}

/** The user's notifications, newest first. */
export function listNotifications(
  db: DatabaseSync,
  userId: number,
  offset: number,
  limit: number,
): NotificationRecord[] {
  return db
    .prepare(
      `SELECT * FROM notifications WHERE user_id = ?
       ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, limit, offset)
    .map(toNotification);
}

/**
 * The badge count: unread notifications that arrived after the user last
 * opened the dropdown (users.notifications_counter_read_at).
 */
export function countUnreadNotifications(db: DatabaseSync, userId: number): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE n.user_id = ? AND n.is_read = 0
         AND (u.notifications_counter_read_at IS NULL OR n.created_at > u.notifications_counter_read_at)`,
    )
    .get(userId);
  return row ? integer(row, 'n') : 0;
}

export function markAllNotificationsRead(db: DatabaseSync, userId: number): number {
  const result = db
    .prepare('UPDATE notifications SET is_read = 1 WHERE user_id = ? AND is_read = 0')
    .run(userId);
  return Number(result.changes);
}

export function insertNotification(
  db: DatabaseSync,
  notification: NewNotification,
): NotificationRecord {
  const result = db
    .prepare(
      `INSERT INTO notifications (user_id, message_html, is_read, icon, thumbnail_url,
         destination_url, last_activity_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      notification.userId,
      notification.messageHtml,
      notification.isRead ? 1 : 0,
      notification.icon,
      notification.thumbnailUrl,
      notification.destinationUrl,
      notification.lastActivityAt,
      notification.createdAt,
    );
  return { ...notification, id: Number(result.lastInsertRowid) };
}

export function findNotification(db: DatabaseSync, id: number): NotificationRecord | null {
  const row = db.prepare('SELECT * FROM notifications WHERE id = ?').get(id);
  return row ? toNotification(row) : null;
}
