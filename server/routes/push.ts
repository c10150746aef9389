import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import { savePushSubscription } from '../db/push.ts';
import { setDeclinedBrowserNotifications } from '../db/users.ts';
import { readJsonBody } from '../http/body.ts';
import { requireCsrf, requireUser } from '../http/session.ts';
import { expectNoQuery, parseInput } from '../http/validate.ts';
import type { Route } from '../router.ts';
import { csrfField } from './schemas.ts';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'expected base64url');

function decodedLength(value: string): number {
  return Buffer.from(value, 'base64url').byteLength;
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A push service endpoint: https, or http on this machine outside production (tests). */
function endpointSchema(production: boolean) {
  return z
    .string()
    .max(2048)
    .refine((value) => {
      try {
        const url = new URL(value);
        if (url.protocol === 'https:') return true;
        return !production && url.protocol === 'http:' && localHosts.has(url.hostname);
      } catch {
        return false;
      }
    }, 'expected the https address of a push service');
}

/** PushSubscription.toJSON(), as the browser produces it. */
function subscriptionBody(production: boolean) {
  return z.strictObject({
    csrf_token: csrfField,
    subscription: z.strictObject({
      endpoint: endpointSchema(production),
      expirationTime: z.number().int().nonnegative().nullable().optional(),
      keys: z.strictObject({
        // An uncompressed P-256 public key: 65 bytes starting with 0x04.
        p256dh: base64url.refine(
          (v) => decodedLength(v) === 65 && Buffer.from(v, 'base64url')[0] === 4,
          'expected an uncompressed P-256 public key (65 bytes)',
        ),
        auth: base64url.refine((v) => decodedLength(v) === 16, 'expected a 16-byte auth secret'),
      }),
    }),
  });
}

const userFlagBody = z.strictObject({
  csrf_token: csrfField,
  type: z.literal('declined-browser-notifications'),
});

/** POST /notifications/xhr/push/subscription */
async function subscribe(ctx: RequestContext): Promise<void> {
  const body = await readJsonBody(ctx.req, ctx.app.config.bodyLimitBytes);
  const user = requireUser(ctx, requireCsrf(ctx, body['csrf_token']));
  expectNoQuery(ctx.url);
  const { subscription } = parseInput(subscriptionBody(ctx.app.config.production), body, 'body');
  savePushSubscription(
    ctx.app.db,
    {
      endpoint: subscription.endpoint,
      userId: user.id,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      expirationTime: subscription.expirationTime ?? null,
    },
    ctx.app.now().toISOString(),
  );
  ctx.json(201, { ok: true });
}

/** POST /notifications/xhr/user-flag: the user declined the browser-notifications prompt. */
async function userFlag(ctx: RequestContext): Promise<void> {
  const body = await readJsonBody(ctx.req, ctx.app.config.bodyLimitBytes);
  const user = requireUser(ctx, requireCsrf(ctx, body['csrf_token']));
  expectNoQuery(ctx.url);
  parseInput(userFlagBody, body, 'body');
  setDeclinedBrowserNotifications(ctx.app.db, user.id);
  ctx.json(200, { ok: true });
}

export const pushRoutes: Route[] = [
  { method: 'POST', path: '/notifications/xhr/push/subscription', handle: subscribe },
  { method: 'POST', path: '/notifications/xhr/user-flag', handle: userFlag },
];
