import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import { findUser } from '../db/users.ts';
import { HttpError } from '../http/errors.ts';
import { writeBody } from '../http/respond.ts';
import { loadSession, requireUser } from '../http/session.ts';
import { expectNoQuery, parseInput } from '../http/validate.ts';
import { avatarSvg } from '../images/avatar-svg.ts';
import { faviconSvg, iconKinds, iconSvg } from '../images/icon-svg.ts';
import type { Route } from '../router.ts';
import { idParam } from './schemas.ts';

const sizeParam = z
  .string()
  .regex(/^[1-9][0-9]{0,3}$/, 'expected a size in pixels')
  .transform(Number)
  .pipe(z.number().min(16).max(512));

// SVG is a document format: forbid scripts even if someone opens it directly.
const svgHeaders = (cache: string) => ({
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'cache-control': cache,
});

function sendAvatar(ctx: RequestContext, id: number, size: number, cache: string): void {
  const user = findUser(ctx.app.db, id);
  if (!user) throw new HttpError(404, 'not_found', `There is no user ${id}.`);
  writeBody(
    ctx.res,
    200,
    'image/svg+xml; charset=utf-8',
    avatarSvg(user.id, user.displayName, size),
    svgHeaders(cache),
  );
}

/** GET /avatars/users/{id}/{size} and /avatars/users/{id} (size 96, spec §2). */
function userAvatar(ctx: RequestContext): void {
  const params = parseInput(
    z.strictObject({ id: idParam, size: sizeParam.optional() }),
    ctx.params,
    'path',
  );
  expectNoQuery(ctx.url);
  sendAvatar(ctx, params.id, params.size ?? 96, 'public, max-age=3600');
}

/** GET /avatars/current-user/{size}: the header's avatar button (32 px). */
function currentUserAvatar(ctx: RequestContext): void {
  const params = parseInput(z.strictObject({ size: sizeParam }), ctx.params, 'path');
  expectNoQuery(ctx.url);
  const user = requireUser(ctx, loadSession(ctx));
  sendAvatar(ctx, user.id, params.size, 'private, no-cache');
}

/** GET /notifications/icons/{kind}.svg */
function notificationIcon(ctx: RequestContext): void {
  const { file } = parseInput(
    z.strictObject({
      file: z
        .string()
        .regex(
          new RegExp(`^(${iconKinds.join('|')})\\.svg$`),
          `expected one of ${iconKinds.join(', ')} with .svg`,
        ),
    }),
    ctx.params,
    'path',
  );
  expectNoQuery(ctx.url);
  const svg = iconSvg(file.slice(0, -'.svg'.length));
  if (!svg) throw new HttpError(404, 'not_found', `There is no icon ${file}.`);
  writeBody(ctx.res, 200, 'image/svg+xml; charset=utf-8', svg, svgHeaders('public, max-age=86400'));
}

/** GET /favicon.svg: the demo pages' icon (linked from every page, so browsers do not ask for /favicon.ico). */
function favicon(ctx: RequestContext): void {
  writeBody(
    ctx.res,
    200,
    'image/svg+xml; charset=utf-8',
    faviconSvg,
    svgHeaders('public, max-age=86400'),
  );
}

export const imageRoutes: Route[] = [
  { method: 'GET', path: '/favicon.svg', handle: favicon },
  { method: 'GET', path: '/avatars/users/:id', handle: userAvatar },
  { method: 'GET', path: '/avatars/users/:id/:size', handle: userAvatar },
  { method: 'GET', path: '/avatars/current-user/:size', handle: currentUserAvatar },
  { method: 'GET', path: '/notifications/icons/:file', handle: notificationIcon },
];
