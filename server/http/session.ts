import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../context.ts';
import { deleteSession, findSession, insertSession, type Session } from '../db/sessions.ts';
import { findUser, type User } from '../db/users.ts';
import { readCookies, setCookie } from './cookies.ts';
import { tokensMatch } from './csrf.ts';
import { HttpError } from './errors.ts';

export const sessionCookie = 'sid';
export const csrfCookie = 'csrf_token';
const thirtyDays = 30 * 24 * 60 * 60;

const newToken = () => randomBytes(32).toString('base64url');

/** The request's session, or null. Never creates one (POST routes use this). */
export function loadSession(ctx: RequestContext): Session | null {
  const id = readCookies(ctx.req).get(sessionCookie);
  if (!id || id.length > 100) return null;
  return findSession(ctx.app.db, id);
}

function writeSessionCookies(ctx: RequestContext, session: Session): void {
  setCookie(ctx.res, sessionCookie, session.id, { httpOnly: true, maxAgeSeconds: thirtyDays });
  // Readable by scripts: the elements send it back with every POST (spec §7).
  setCookie(ctx.res, csrfCookie, session.csrfToken, { maxAgeSeconds: thirtyDays });
}

/**
 * The request's session, created on first visit. Sets the CSRF cookie again
 * whenever the browser's copy does not match the session's token.
 */
export function ensureSession(ctx: RequestContext): Session {
  const existing = loadSession(ctx);
  if (existing) {
    if (readCookies(ctx.req).get(csrfCookie) !== existing.csrfToken)
      writeSessionCookies(ctx, existing);
    return existing;
  }
  const session: Session = { id: newToken(), csrfToken: newToken(), userId: null, locale: null };
  insertSession(ctx.app.db, session, ctx.app.now().toISOString());
  writeSessionCookies(ctx, session);
  return session;
}

/**
 * Signs the browser in as `userId` (null: signed out) with a fresh session id
 * and CSRF token, keeping the chosen language. The old session ends.
 */
export function switchSessionUser(ctx: RequestContext, userId: number | null): Session {
  const old = loadSession(ctx);
  if (old && old.userId === userId) return ensureSession(ctx);
  if (old) deleteSession(ctx.app.db, old.id);
  const session: Session = {
    id: newToken(),
    csrfToken: newToken(),
    userId,
    locale: old?.locale ?? null,
  };
  insertSession(ctx.app.db, session, ctx.app.now().toISOString());
  writeSessionCookies(ctx, session);
  return session;
}

/**
 * The CSRF check of every POST: the token sent (form field, JSON field or,
 * where allowed, the x-csrf-token header) must equal the session's token.
 * A failure is a 403 and the route does nothing.
 */
export function requireCsrf(ctx: RequestContext, token: unknown): Session {
  const session = loadSession(ctx);
  if (!session || !tokensMatch(session.csrfToken, token)) {
    throw new HttpError(
      403,
      'csrf_failed',
      'Missing or invalid CSRF token: send the value of the csrf_token cookie.',
      { field: 'csrf_token' },
    );
  }
  return session;
}

/** The token from the x-csrf-token header, if any. */
export function csrfHeader(ctx: RequestContext): string | undefined {
  const value = ctx.req.headers['x-csrf-token'];
  return typeof value === 'string' ? value : undefined;
}

/** The signed-in user of a session, or a 401. */
export function requireUser(ctx: RequestContext, session: Session | null): User {
  const user = session?.userId == null ? null : findUser(ctx.app.db, session.userId);
  if (!user) throw new HttpError(401, 'unauthenticated', 'Sign in first (see /demo/sign-in).');
  return user;
}
