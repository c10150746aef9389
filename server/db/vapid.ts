import type { DatabaseSync } from 'node:sqlite';
import webpush from 'web-push';
import { readMeta, writeMeta } from './meta.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The server's VAPID key pair: generated on first start, then read from the database. */
export function ensureVapidKeys(db: DatabaseSync): VapidKeys {
  const publicKey = readMeta(db, 'vapid_public_key');
  const privateKey = readMeta(db, 'vapid_private_key');
  if (publicKey && privateKey) return { publicKey, privateKey };
  const keys = webpush.generateVAPIDKeys();
  writeMeta(db, 'vapid_public_key', keys.publicKey);
  writeMeta(db, 'vapid_private_key', keys.privateKey);
  return keys;
}
