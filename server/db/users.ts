import type { DatabaseSync } from 'node:sqlite';
import { integer, optionalText, text, type Row } from './row.ts';
import type { SignedInRole } from '../../src/navigation/types.ts';

/** A user's role: a signed-in one (src/navigation/types.ts). */
export type UserRole = SignedInRole;

export interface User {
  id: number;
  displayName: string;
  role: UserRole;
  demoKey: string | null;
  lastSeenAt: string | null;
  chatsSeenAt: string | null;
  notificationsCounterReadAt: string | null;
  declinedBrowserNotifications: boolean;
}

function toUser(row: Row): User {
  const role = text(row, 'role');
  return {
    id: integer(row, 'id'),
    displayName: text(row, 'display_name'),
    role: role === 'designer' ? 'designer' : 'contest-holder',
    demoKey: optionalText(row, 'demo_key'),
    lastSeenAt: optionalText(row, 'last_seen_at'),
    chatsSeenAt: optionalText(row, 'chats_seen_at'),
    notificationsCounterReadAt: optionalText(row, 'notifications_counter_read_at'),
    declinedBrowserNotifications: integer(row, 'declined_browser_notifications') === 1,
  };
}

export function findUser(db: DatabaseSync, id: number): User | null {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id);
  return row ? toUser(row) : null;
}

export function findDemoUser(db: DatabaseSync, demoKey: UserRole): User | null {
  const row = db.prepare('SELECT * FROM users WHERE demo_key = ?').get(demoKey);
  return row ? toUser(row) : null;
}

/** The users the demo sign-in page offers, demo users first. */
export function listDemoUsers(db: DatabaseSync): User[] {
  return db.prepare('SELECT * FROM users WHERE demo_key IS NOT NULL ORDER BY id').all().map(toUser);
}

export function touchLastSeen(db: DatabaseSync, userId: number, at: string): void {
  db.prepare('UPDATE users SET last_seen_at = ? WHERE id = ?').run(at, userId);
}

export function setChatsSeenAt(db: DatabaseSync, userId: number, at: string): void {
  db.prepare('UPDATE users SET chats_seen_at = ? WHERE id = ?').run(at, userId);
}

export function setNotificationsCounterReadAt(db: DatabaseSync, userId: number, at: string): void {
  db.prepare('UPDATE users SET notifications_counter_read_at = ? WHERE id = ?').run(at, userId);
}

export function setDeclinedBrowserNotifications(db: DatabaseSync, userId: number): void {
  db.prepare('UPDATE users SET declined_browser_notifications = 1 WHERE id = ?').run(userId);
}
