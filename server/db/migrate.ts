import type { DatabaseSync } from 'node:sqlite';
import { readFileSync } from 'node:fs';
import { transaction } from './transaction.ts';

/** The schema files, in order; the database's user_version counts how many have run. */
const migrations = [new URL('./schema.sql', import.meta.url)];

/** Brings the database up to the current schema; a no-op when it already is. */
export function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get();
  const current = Number(row?.['user_version'] ?? 0);
  if (current > migrations.length) {
    throw new Error(
      `The database has schema version ${current}, newer than this server knows (${migrations.length}).`,
    );
  }
  for (let version = current; version < migrations.length; version += 1) {
    const file = migrations[version];
    if (!file) continue;
    transaction(db, () => {
      db.exec(readFileSync(file, 'utf8'));
      db.exec(`PRAGMA user_version = ${version + 1}`);
    });
  }
}
