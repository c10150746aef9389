import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrate.ts';
import { seedDatabase } from './seed.ts';

/** Where the database lives: a file in a data folder, or memory only. */
export type DatabaseLocation = { kind: 'folder'; dir: string } | { kind: 'memory' };

export const databaseFileName = 'site-shell.sqlite';

/**
 * Opens the database, creating the folder, the schema and the seed data on
 * first start. An existing database is used as it is: a restart loses nothing.
 */
export function openDatabase(location: DatabaseLocation, now: Date): DatabaseSync {
  let path = ':memory:';
  if (location.kind === 'folder') {
    mkdirSync(location.dir, { recursive: true });
    path = join(location.dir, databaseFileName);
  }
  const db = new DatabaseSync(path);
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  if (location.kind === 'folder') db.exec('PRAGMA journal_mode = WAL');
  migrate(db);
  const users = db.prepare('SELECT COUNT(*) AS n FROM users').get();
  if (Number(users?.['n'] ?? 0) === 0) seedDatabase(db, now);
  return db;
}
