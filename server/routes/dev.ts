import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import { addChatEvent, chatExists, participantIds } from '../db/chats.ts';
import { countUnreadNotifications, insertNotification } from '../db/notifications.ts';
import { transaction } from '../db/transaction.ts';
import { findUser, listDemoUsers } from '../db/users.ts';
import type { FaultState } from '../faults.ts';
import { readJsonBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { csrfHeader, requireCsrf } from '../http/session.ts';
import { expectNoQuery, parseInput } from '../http/validate.ts';
import type { Route } from '../router.ts';
import { notificationJson } from './notification-json.ts';
import { csrfField, idParam, idValue } from './schemas.ts';

// Development endpoints (not in production mode). Their inputs may carry
// hostile markup and URLs on purpose: they exist to feed the client's
// sanitizer and live updates in tests.

const urlField = z.string().max(2048).nullable().optional();

const notificationBody = z.strictObject({
  csrf_token: csrfField.optional(),
  userId: idValue,
  messageHtml: z.string().max(20_000),
  destinationUrl: urlField,
  icon: urlField,
  thumbnailUrl: urlField,
  /** Served verbatim, so a test can send an invalid date. */
  lastActivityAt: z.string().max(100).optional(),
  isRead: z.boolean().optional(),
});

const chatMessageBody = z.strictObject({
  csrf_token: csrfField.optional(),
  authorId: idValue,
  content: z.string().min(1).max(10_000),
});

const selector = z.union([
  z.boolean(),
  z
    .array(
      z
        .string()
        .max(200)
        .regex(/^\/\S*$/, 'expected a path such as /graphql or /notifications/*'),
    )
    .max(20),
]);

const faultsBody = z.strictObject({
  csrf_token: csrfField.optional(),
  reset: z.literal(true).optional(),
  latencyMs: z.number().int().min(0).max(30_000).optional(),
  status500: selector.optional(),
  malformedJson: selector.optional(),
  dropWebsockets: z.union([z.boolean(), z.literal('once')]).optional(),
  refuseWsAuth: z.boolean().optional(),
  stallWebsockets: z.boolean().optional(),
});

/** Reads a dev JSON body; the CSRF token may come as x-csrf-token header or csrf_token field. */
async function devBody(ctx: RequestContext): Promise<Record<string, unknown>> {
  const body = await readJsonBody(ctx.req, ctx.app.config.bodyLimitBytes);
  requireCsrf(ctx, csrfHeader(ctx) ?? body['csrf_token']);
  expectNoQuery(ctx.url);
  return body;
}

/** POST /dev/notifications */
async function createNotification(ctx: RequestContext): Promise<void> {
  const body = parseInput(notificationBody, await devBody(ctx), 'body');
  const user = findUser(ctx.app.db, body.userId);
  if (!user)
    throw new HttpError(404, 'not_found', `There is no user ${body.userId}.`, { field: 'userId' });
  const createdAt = ctx.app.now().toISOString();
  const notification = insertNotification(ctx.app.db, {
    userId: user.id,
    messageHtml: body.messageHtml,
    isRead: body.isRead ?? false,
    icon: body.icon === undefined ? '/notifications/icons/system.svg' : body.icon,
    thumbnailUrl: body.thumbnailUrl ?? null,
    destinationUrl: body.destinationUrl === undefined ? '/notifications' : body.destinationUrl,
    lastActivityAt: body.lastActivityAt ?? createdAt,
    createdAt,
  });
  ctx.app.bus.publish(user.id, { type: 'notifications-changed' });
  ctx.json(201, {
    id: notification.id,
    notification: notificationJson(notification),
    unread_count: countUnreadNotifications(ctx.app.db, user.id),
  });
}

/** POST /dev/chats/{chatId}/messages */
async function createChatMessage(ctx: RequestContext): Promise<void> {
  const { chatId } = parseInput(z.strictObject({ chatId: idParam }), ctx.params, 'path');
  const body = parseInput(chatMessageBody, await devBody(ctx), 'body');
  if (!chatExists(ctx.app.db, chatId)) {
    throw new HttpError(404, 'not_found', `There is no chat ${chatId}.`, { field: 'chatId' });
  }
  const members = participantIds(ctx.app.db, chatId);
  if (!members.includes(body.authorId)) {
    throw new HttpError(
      400,
      'not_a_participant',
      `User ${body.authorId} is not in chat ${chatId}.`,
      {
        field: 'authorId',
      },
    );
  }
  const event = transaction(ctx.app.db, () =>
    addChatEvent(ctx.app.db, chatId, body.authorId, body.content, ctx.app.now().toISOString()),
  );
  for (const member of members) ctx.app.bus.publish(member, { type: 'chats-changed' });
  ctx.json(201, {
    event: {
      id: String(event.id),
      chatId: String(chatId),
      author: { id: String(event.authorId), displayName: event.authorName },
      createdAt: event.createdAt,
      content: event.content,
    },
  });
}

/** POST /dev/faults: switch faults on and off; `{ "reset": true }` clears them all first. */
async function setFaults(ctx: RequestContext): Promise<void> {
  const {
    csrf_token: _token,
    reset,
    dropWebsockets,
    ...rest
  } = parseInput(faultsBody, await devBody(ctx), 'body');
  void _token;
  if (reset) ctx.app.faults.reset();
  const patch: Partial<FaultState> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) Object.assign(patch, { [key]: value });
  }
  let dropped = 0;
  if (dropWebsockets !== undefined) {
    if (dropWebsockets !== false) dropped = ctx.app.sockets.terminateAll();
    patch.dropWebsockets = dropWebsockets === true;
  }
  ctx.json(200, { faults: ctx.app.faults.update(patch), dropped });
}

/** GET /dev/faults */
function getFaults(ctx: RequestContext): void {
  expectNoQuery(ctx.url);
  ctx.json(200, { faults: ctx.app.faults.current });
}

/** GET /dev/users: the seeded demo users, for tests that need their ids. */
function demoUsers(ctx: RequestContext): void {
  expectNoQuery(ctx.url);
  ctx.json(200, {
    users: listDemoUsers(ctx.app.db).map((u) => ({
      id: String(u.id),
      displayName: u.displayName,
      role: u.role,
    })),
  });
}

export const devRoutes: Route[] = [
  { method: 'POST', path: '/dev/notifications', handle: createNotification },
  { method: 'POST', path: '/dev/chats/:chatId/messages', handle: createChatMessage },
  { method: 'POST', path: '/dev/faults', handle: setFaults },
  { method: 'GET', path: '/dev/faults', handle: getFaults },
  { method: 'GET', path: '/dev/users', handle: demoUsers },
];
