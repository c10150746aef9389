import type { RequestContext } from '../context.ts';
import { countUnseenChats } from '../db/chats.ts';
import { countUnreadNotifications } from '../db/notifications.ts';
import { findDemoUser, type User } from '../db/users.ts';
import type { Role } from '../../src/navigation/types.ts';
import type { DemoSites } from '../demo/sites.ts';
import { HttpError } from '../http/errors.ts';
import { requestHost } from '../http/same-origin.ts';
import { switchSessionUser } from '../http/session.ts';

// What the demo pages need from a request: the sites, the user, the counts,
// the addresses for the endpoint attributes.

/** Remembers the last demo site and locale (`ch-fr:it-CH`) for the not-found page. */
export const demoSiteCookie = 'demo_site';

export function sitesOf(ctx: RequestContext): DemoSites {
  const sites = ctx.app.demoSites;
  if ('error' in sites) {
    throw new HttpError(500, 'markets_invalid', `The market files are invalid:\n${sites.error}`);
  }
  return sites;
}

/** The session user must match the page's role, so the page's API calls act as that user. */
export function signInAs(ctx: RequestContext, role: Role) {
  if (role === 'logged-out') return { user: null, session: switchSessionUser(ctx, null) };
  const user = findDemoUser(ctx.app.db, role);
  if (!user) throw new HttpError(500, 'seed_missing', `The database has no demo ${role}.`);
  return { user, session: switchSessionUser(ctx, user.id) };
}

/** What the server knows at render time: shown by the elements until the live counts arrive. */
export function unreadCounts(ctx: RequestContext, user: User | null) {
  if (!user) return undefined;
  return {
    messages: countUnseenChats(ctx.app.db, user.id),
    notifications: countUnreadNotifications(ctx.app.db, user.id),
  };
}

/** `http://host` and `ws://host` of this request, for the endpoint attributes. */
export function origins(ctx: RequestContext) {
  const host = requestHost(ctx.req) ?? 'localhost';
  return { origin: `http://${host}`, wsOrigin: `ws://${host}` };
}
