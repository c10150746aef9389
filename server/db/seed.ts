import type { DatabaseSync } from 'node:sqlite';
import { createRandom, type Random } from './random.ts';
import { transaction } from './transaction.ts';
import { writeMeta } from './meta.ts';
import {
  amounts,
  chatLines,
  contestTitles,
  firstNames,
  invalidDates,
  lastNames,
  notificationIconKinds,
  notificationTemplates,
  unusualNames,
} from './seed-data.ts';
import { hostileMessageHtml, hostileUrls } from './hostile-html.ts';
import type { UserRole } from './users.ts';

/**
 * What the seed guarantees (documented in server/README.md, relied on by tests):
 * user 1 is the demo contest holder, user 2 the demo designer; each of them
 * starts with 3 unseen chats and 4 unread notifications on the badge.
 */
const seedFacts = {
  contestHolderId: 1,
  designerId: 2,
  unseenChatsPerDemoUser: 3,
  unreadNotificationsPerDemoUser: 4,
  notificationsPerDemoUser: 170,
  chatsPerDemoUser: 150,
} as const;

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const twoYears = 730 * day;

interface SeedUser {
  id: number;
  name: string;
  role: UserRole;
}

/** Seeds an empty database; deterministic for a given `now`. */
export function seedDatabase(db: DatabaseSync, now: Date): void {
  const random = createRandom(20_240_501);
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  transaction(db, () => {
    const users = insertUsers(db, random, at);
    const designers = users.filter((u) => u.role === 'designer' && u.id > 2);
    const holders = users.filter((u) => u.role === 'contest-holder' && u.id > 2);
    // One chat between the two demo users (read by both), then 149 partners each.
    seedChat(db, random, at, [1, 2], 6 * hour, 2);
    seedChatsOf(db, random, at, 1, partnersOf(designers));
    seedChatsOf(db, random, at, 2, partnersOf(holders));
    for (let i = 0; i < 30; i += 1) {
      const a = random.pick(designers);
      const b = random.pick(holders);
      seedChat(db, random, at, [a.id, b.id], random.int(1, 700) * day, b.id);
    }
    for (const userId of [1, 2]) {
      seedNotifications(db, random, at, userId, users);
      db.prepare(
        'UPDATE users SET chats_seen_at = ?, notifications_counter_read_at = ? WHERE id = ?',
      ).run(at(26 * hour), at(30 * hour), userId);
    }
    writeMeta(db, 'seeded_at', now.toISOString());
  });
}

function insertUsers(db: DatabaseSync, random: Random, at: (ms: number) => string): SeedUser[] {
  const insert = db.prepare(
    'INSERT INTO users (id, display_name, role, demo_key, last_seen_at) VALUES (?, ?, ?, ?, ?)',
  );
  const users: SeedUser[] = [
    { id: 1, name: 'Maren Albrecht', role: 'contest-holder' },
    { id: 2, name: 'Diego Ramos', role: 'designer' },
  ];
  const names = new Set<string>(users.map((u) => u.name));
  while (names.size < 2 + 300) names.add(`${random.pick(firstNames)} ${random.pick(lastNames)}`);
  [...names].slice(2).forEach((name, index) => {
    users.push({ id: 3 + index, name, role: index % 2 === 0 ? 'designer' : 'contest-holder' });
  });
  unusualNames.forEach((name, index) => {
    users.push({
      id: users.length + 1,
      name,
      role: index % 2 === 0 ? 'designer' : 'contest-holder',
    });
  });
  for (const user of users) {
    const demoKey = user.id <= 2 ? user.role : null;
    insert.run(user.id, user.name, user.role, demoKey, at(random.int(0, 90) * day));
  }
  return users;
}

/** 149 chat partners; the users with unusual names come right after the five fixed chats. */
function partnersOf(candidates: SeedUser[]): SeedUser[] {
  const unusual = candidates.filter((u) => unusualNames.includes(u.name));
  const usual = candidates.filter((u) => !unusualNames.includes(u.name));
  return [...usual.slice(0, 5), ...unusual, ...usual.slice(5)].slice(0, 149);
}

/**
 * The demo user's chats. The first five are fixed so the seed promises hold:
 * three unread from the other side within the last 26 hours (unseen), one
 * unread but older (seen), one written by the demo user.
 */
function seedChatsOf(
  db: DatabaseSync,
  random: Random,
  at: (ms: number) => string,
  userId: number,
  partners: SeedUser[],
): void {
  const fixed = [12 * minute, 150 * minute, 20 * hour, 2 * day, 3 * day];
  partners.forEach((partner, index) => {
    const fixedAge = fixed[index];
    if (fixedAge !== undefined) {
      const lastAuthor = index < 4 ? partner.id : userId;
      seedChat(
        db,
        random,
        at,
        [userId, partner.id],
        fixedAge,
        lastAuthor,
        index < 4 ? userId : null,
      );
      return;
    }
    const age = 4 * day + Math.floor(Math.pow(random.next(), 1.8) * (twoYears - 4 * day));
    const lastAuthor = random.chance(0.6) ? partner.id : userId;
    const unreadBy = lastAuthor === partner.id && random.chance(0.08) ? userId : null;
    const members = [userId, partner.id];
    // A few three-way chats, as when a team works on one contest.
    if (index % 47 === 5) members.push(random.pick(partners).id);
    seedChat(db, random, at, [...new Set(members)], age, lastAuthor, unreadBy);
  });
}

/**
 * One chat of 1-6 messages whose last one is `lastAge` ago by `lastAuthor`.
 * Everyone has read it except `unreadBy`, whose read mark stays before the
 * last message (null when there is no earlier one).
 */
function seedChat(
  db: DatabaseSync,
  random: Random,
  at: (ms: number) => string,
  members: number[],
  lastAge: number,
  lastAuthor: number,
  unreadBy: number | null = null,
): number {
  const count = random.int(1, 6);
  const ages: number[] = [lastAge];
  for (let i = 1; i < count; i += 1) {
    const previous = ages[i - 1] ?? lastAge;
    ages.push(previous + random.int(5, 48 * 60) * minute);
  }
  ages.reverse();
  const chat = db
    .prepare('INSERT INTO chats (created_at) VALUES (?)')
    .run(at((ages[0] ?? lastAge) + hour));
  const chatId = Number(chat.lastInsertRowid);
  const insertEvent = db.prepare(
    'INSERT INTO chat_events (chat_id, author_id, created_at, content) VALUES (?, ?, ?, ?)',
  );
  ages.forEach((age, index) => {
    const last = index === ages.length - 1;
    const author = last ? lastAuthor : random.pick(members);
    insertEvent.run(chatId, author, at(age), random.pick(chatLines));
  });
  const previousAge = ages.length > 1 ? ages[ages.length - 2] : undefined;
  const insertParticipant = db.prepare(
    'INSERT INTO chat_participants (chat_id, user_id, last_read_at) VALUES (?, ?, ?)',
  );
  for (const member of members) {
    const readAt =
      member === unreadBy ? (previousAge === undefined ? null : at(previousAge)) : at(lastAge);
    insertParticipant.run(chatId, member, readAt);
  }
  return chatId;
}

/**
 * 170 notifications over two years. The first five are recent (within 30
 * hours, after the counter mark), four of them unread: the badge shows 4.
 * Hostile markup, hostile URLs and invalid dates are spread through the list.
 */
function seedNotifications(
  db: DatabaseSync,
  random: Random,
  at: (ms: number) => string,
  userId: number,
  users: SeedUser[],
): void {
  const insert = db.prepare(
    `INSERT INTO notifications (user_id, message_html, is_read, icon, thumbnail_url,
       destination_url, last_activity_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const fixed = [5 * minute, 40 * minute, 3 * hour, 9 * hour, 28 * hour];
  const ages = Array.from({ length: seedFacts.notificationsPerDemoUser }, (_, i) => {
    return (
      fixed[i] ?? 31 * hour + Math.floor(Math.pow(random.next(), 1.6) * (twoYears - 31 * hour))
    );
  }).sort((a, b) => a - b);
  let hostile = 0;
  ages.forEach((age, index) => {
    const other = random.pick(users.filter((u) => u.id > 2 && u.id <= 302));
    const contestId = random.int(100_000, 999_999);
    const template = random.pick(notificationTemplates);
    let html = template.html({
      name: other.name,
      contestId,
      title: random.pick(contestTitles),
      amount: random.pick(amounts),
    });
    if (index === 1 || index % 7 === 3) {
      html = hostileMessageHtml[hostile % hostileMessageHtml.length] ?? html;
      hostile += 1;
    }
    const kind = notificationIconKinds.includes(
      template.kind as (typeof notificationIconKinds)[number],
    )
      ? template.kind
      : 'system';
    let icon: string | null = `/notifications/icons/${kind}.svg`;
    let thumbnail: string | null =
      kind === 'message' || kind === 'contest' || kind === 'project'
        ? `/avatars/users/${other.id}/96`
        : null;
    let destination: string | null =
      kind === 'message'
        ? `/messages/${other.id}`
        : kind === 'payment'
          ? '/accounts/payments'
          : index % 13 === 6
            ? `https://help.example.com/articles/${contestId}`
            : `/contests/${contestId}`;
    if (index % 29 === 10) {
      const url = hostileUrls[Math.floor(index / 29) % hostileUrls.length] ?? null;
      if (index % 3 === 0) icon = url;
      else if (index % 3 === 1) thumbnail = url;
      else destination = url;
    }
    const createdAt = at(age);
    const isRead =
      index < 5 ? index === 4 : age > 14 * day ? random.chance(0.9) : random.chance(0.5);
    let lastActivityAt = createdAt;
    if (index % 19 === 7)
      lastActivityAt = invalidDates[Math.floor(index / 19) % invalidDates.length] ?? '';
    else if (index % 11 === 8) lastActivityAt = withOffset(new Date(createdAt), 2);
    insert.run(
      userId,
      html,
      isRead ? 1 : 0,
      icon,
      thumbnail,
      destination,
      lastActivityAt,
      createdAt,
    );
  });
}

/** The same instant written with a +hh:00 offset, as some backends send it. */
function withOffset(date: Date, hours: number): string {
  const shifted = new Date(date.getTime() + hours * hour).toISOString().slice(0, 19);
  return `${shifted}+${String(hours).padStart(2, '0')}:00`;
}
