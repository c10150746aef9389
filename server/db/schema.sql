-- The reference server's database, version 1. Dates are ISO 8601 strings in
-- UTC (`2025-01-31T09:15:00.000Z`), so text comparison orders them; the one
-- exception is notifications.last_activity_at, which is served verbatim and
-- may hold an invalid date on purpose (spec §5).

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  display_name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('contest-holder', 'designer')),
  -- 'contest-holder' or 'designer' for the two users the demo signs in as.
  demo_key TEXT UNIQUE,
  last_seen_at TEXT,
  -- When the messages dropdown was last opened (mutation setLastSeenAt).
  chats_seen_at TEXT,
  -- When the notifications dropdown was last opened (mark-read-counter).
  notifications_counter_read_at TEXT,
  declined_browser_notifications INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  csrf_token TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id),
  locale TEXT,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE chats (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE chat_participants (
  chat_id INTEGER NOT NULL REFERENCES chats (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  last_read_at TEXT,
  PRIMARY KEY (chat_id, user_id)
) STRICT;

CREATE INDEX chat_participants_by_user ON chat_participants (user_id);

CREATE TABLE chat_events (
  id INTEGER PRIMARY KEY,
  chat_id INTEGER NOT NULL REFERENCES chats (id),
  author_id INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  content TEXT NOT NULL
) STRICT;

CREATE INDEX chat_events_by_chat ON chat_events (chat_id, created_at, id);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  message_html TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0,
  icon TEXT,
  thumbnail_url TEXT,
  destination_url TEXT,
  -- Served as is; may be invalid on purpose.
  last_activity_at TEXT NOT NULL,
  -- Always a valid date: orders the list and decides what the counter counts.
  created_at TEXT NOT NULL
) STRICT;

CREATE INDEX notifications_by_user ON notifications (user_id, created_at, id);

CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  expiration_time INTEGER,
  created_at TEXT NOT NULL
) STRICT;
