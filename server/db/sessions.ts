import type { DatabaseSync } from 'node:sqlite';
import { optionalInteger, optionalText, text, type Row } from './row.ts';

export interface Session {
  id: string;
  csrfToken: string;
  userId: number | null;
  locale: string | null;
}

function toSession(row: Row): Session {
  return {
    id: text(row, 'id'),
    csrfToken: text(row, 'csrf_token'),
    userId: optionalInteger(row, 'user_id'),
    locale: optionalText(row, 'locale'),
  };
}

export function findSession(db: DatabaseSync, id: string): Session | null {
  const row = db.prepare('SELECT * FROM sessions WHERE id = ?').get(id);
  return row ? toSession(row) : null;
}

export function insertSession(db: DatabaseSync, session: Session, createdAt: string): void {
  db.prepare(
    'INSERT INTO sessions (id, csrf_token, user_id, locale, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(session.id, session.csrfToken, session.userId, session.locale, createdAt);
}

export function deleteSession(db: DatabaseSync, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}

export function setSessionLocale(db: DatabaseSync, id: string, locale: string): void {
  db.prepare('UPDATE sessions SET locale = ? WHERE id = ?').run(locale, id);
}

/** Forgets sessions created before `before` (their cookies have expired by then). */
export function pruneSessions(db: DatabaseSync, before: string): number {
  return Number(db.prepare('DELETE FROM sessions WHERE created_at < ?').run(before).changes);
}
