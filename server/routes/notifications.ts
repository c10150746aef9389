import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import {
  countUnreadNotifications,
  findNotification,
  listNotifications,
  markAllNotificationsRead,
} from '../db/notifications.ts';
import { setNotificationsCounterReadAt } from '../db/users.ts';
import { readFormBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { loadSession, requireCsrf, requireUser } from '../http/session.ts';
import { expectNoQuery, parseInput, queryObject } from '../http/validate.ts';
import type { Route } from '../router.ts';
import { csrfField, idParam, queryInt } from './schemas.ts';
import { notificationJson } from './notification-json.ts';

const listQuery = z.strictObject({
  limit: queryInt(1, 100).optional(),
  offset: queryInt(0, 100_000).optional(),
});

const csrfOnlyForm = z.strictObject({ csrf_token: csrfField });

/** GET /notifications/xhr/onsite: the dropdown's list, the push key and the prompt flag. */
function list(ctx: RequestContext): void {
  const query = parseInput(listQuery, queryObject(ctx.url), 'query');
  const user = requireUser(ctx, loadSession(ctx));
  const notifications = listNotifications(
    ctx.app.db,
    user.id,
    query.offset ?? 0,
    query.limit ?? 50,
  );
  ctx.json(200, {
    _embedded: { notifications: notifications.map(notificationJson) },
    _links: { self: { href: '/notifications/xhr/onsite' } },
    unread_count: countUnreadNotifications(ctx.app.db, user.id),
    web_push_vapid_public_key: ctx.app.vapid.publicKey,
    show_enable_browser_notifications_prompt: !user.declinedBrowserNotifications,
  });
}

/** GET /notifications/{id}: the target of a notification's self link. */
function one(ctx: RequestContext): void {
  const { id } = parseInput(z.strictObject({ id: idParam }), ctx.params, 'path');
  expectNoQuery(ctx.url);
  const user = requireUser(ctx, loadSession(ctx));
  const notification = findNotification(ctx.app.db, id);
  if (!notification || notification.userId !== user.id) {
    throw new HttpError(404, 'not_found', `There is no notification ${id} for you.`);
  }
  ctx.json(200, notificationJson(notification));
}

/** Reads a form POST whose only field is csrf_token, checks it and returns the signed-in user. */
async function csrfFormUser(ctx: RequestContext) {
  const form = await readFormBody(ctx.req, ctx.app.config.bodyLimitBytes);
  const session = requireCsrf(ctx, form['csrf_token']);
  expectNoQuery(ctx.url);
  const user = requireUser(ctx, session);
  parseInput(csrfOnlyForm, form, 'body');
  return user;
}

/** POST /notifications/xhr/onsite/mark-all-read */
async function markAllRead(ctx: RequestContext): Promise<void> {
  const user = await csrfFormUser(ctx);
  markAllNotificationsRead(ctx.app.db, user.id);
  ctx.app.bus.publish(user.id, { type: 'notifications-changed' });
  ctx.json(200, { ok: true, unread_count: countUnreadNotifications(ctx.app.db, user.id) });
}

/** POST /notifications/xhr/onsite/mark-read-counter: the dropdown was opened. */
async function markReadCounter(ctx: RequestContext): Promise<void> {
  const user = await csrfFormUser(ctx);
  setNotificationsCounterReadAt(ctx.app.db, user.id, ctx.app.now().toISOString());
  ctx.app.bus.publish(user.id, { type: 'notifications-changed' });
  ctx.json(200, { ok: true, unread_count: countUnreadNotifications(ctx.app.db, user.id) });
}

export const notificationRoutes: Route[] = [
  { method: 'GET', path: '/notifications/xhr/onsite', handle: list },
  { method: 'POST', path: '/notifications/xhr/onsite/mark-all-read', handle: markAllRead },
  { method: 'POST', path: '/notifications/xhr/onsite/mark-read-counter', handle: markReadCounter },
  { method: 'GET', path: '/notifications/:id', handle: one },
];
