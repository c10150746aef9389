import type { DatabaseSync } from 'node:sqlite';

export interface PushSubscriptionRecord {
  endpoint: string;
  userId: number;
  p256dh: string;
  auth: string;
  expirationTime: number | null;
}

/** Stores a subscription; the same endpoint sent again replaces the old keys and owner. */
export function savePushSubscription(
  db: DatabaseSync,
  subscription: PushSubscriptionRecord,
  at: string,
): void {
  db.prepare(
    `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, expiration_time, created_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh,
       auth = excluded.auth, expiration_time = excluded.expiration_time`,
  ).run(
    subscription.endpoint,
    subscription.userId,
    subscription.p256dh,
    subscription.auth,
    subscription.expirationTime,
    at,
  );
}
