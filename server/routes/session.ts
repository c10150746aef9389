import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import { findDemoUser, findUser, listDemoUsers, type User } from '../db/users.ts';
import { renderSignInPage } from '../demo/sign-in-page.ts';
import { readFormBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { writeHtml, writeRedirect } from '../http/respond.ts';
import { sameOriginPath } from '../http/same-origin.ts';
import { ensureSession, requireCsrf, switchSessionUser } from '../http/session.ts';
import { expectNoQuery, parseInput, queryObject } from '../http/validate.ts';
import type { Route } from '../router.ts';
import { csrfField } from './schemas.ts';

/** A path on this site to go back to: never another origin. */
export const returnPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'expected a path on this site, such as /demo');

const signInForm = z.strictObject({
  csrf_token: csrfField,
  user: z
    .string()
    .regex(
      /^(logged-out|contest-holder|designer|[1-9][0-9]{0,9})$/,
      'expected logged-out, contest-holder, designer or a user id',
    ),
  return_to: returnPath.optional(),
});

/** GET /demo/sign-in */
function signInPage(ctx: RequestContext): void {
  const query = parseInput(
    z.strictObject({ return_to: returnPath.optional() }),
    queryObject(ctx.url),
    'query',
  );
  const session = ensureSession(ctx);
  writeHtml(
    ctx.res,
    200,
    renderSignInPage({
      users: listDemoUsers(ctx.app.db),
      current: session.userId === null ? null : findUser(ctx.app.db, session.userId),
      csrfToken: session.csrfToken,
      returnTo: query.return_to ?? sameOriginPath(ctx.req) ?? '/',
    }),
  );
}

function chosenUser(ctx: RequestContext, choice: string): User | null {
  if (choice === 'logged-out') return null;
  const user =
    choice === 'contest-holder' || choice === 'designer'
      ? findDemoUser(ctx.app.db, choice)
      : findUser(ctx.app.db, Number(choice));
  if (!user)
    throw new HttpError(404, 'not_found', `There is no user ${choice}.`, { field: 'user' });
  return user;
}

/**
 * POST /demo/sign-in (form: csrf_token, user, return_to?). Switches the
 * session's user with a new session id and CSRF token, then redirects back
 * (303), or answers JSON when the client asks for it (tests).
 */
async function signIn(ctx: RequestContext): Promise<void> {
  const form = await readFormBody(ctx.req, ctx.app.config.bodyLimitBytes);
  requireCsrf(ctx, form['csrf_token']);
  expectNoQuery(ctx.url);
  const body = parseInput(signInForm, form, 'body');
  const user = chosenUser(ctx, body.user);
  const session = switchSessionUser(ctx, user?.id ?? null);
  if ((ctx.req.headers.accept ?? '').includes('application/json')) {
    ctx.json(200, {
      user: user && { id: String(user.id), displayName: user.displayName, role: user.role },
      csrf_token: session.csrfToken,
    });
    return;
  }
  writeRedirect(ctx.res, body.return_to ?? '/', 303);
}

export const sessionRoutes: Route[] = [
  { method: 'GET', path: '/demo/sign-in', html: true, handle: signInPage },
  { method: 'POST', path: '/demo/sign-in', handle: signIn },
];
