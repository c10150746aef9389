import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import { touchLastSeen } from '../db/users.ts';
import { writeBody } from '../http/respond.ts';
import { loadSession, requireUser } from '../http/session.ts';
import { parseInput, queryObject } from '../http/validate.ts';
import { transparentPixel } from '../images/pixel.ts';
import type { Route } from '../router.ts';

// An optional cache-buster, as hidden image requests often carry one.
const query = z.strictObject({
  t: z
    .string()
    .regex(/^[0-9A-Za-z_-]{1,32}$/)
    .optional(),
});

/** GET /profiles/api/update-last-seen-time: a hidden image request that marks the user as online. */
function updateLastSeen(ctx: RequestContext): void {
  parseInput(query, queryObject(ctx.url), 'query');
  const user = requireUser(ctx, loadSession(ctx));
  touchLastSeen(ctx.app.db, user.id, ctx.app.now().toISOString());
  writeBody(ctx.res, 200, 'image/gif', transparentPixel);
}

export const lastSeenRoutes: Route[] = [
  { method: 'GET', path: '/profiles/api/update-last-seen-time', handle: updateLastSeen },
];
