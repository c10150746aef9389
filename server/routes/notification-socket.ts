import type { RequestContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { requestHost } from '../http/same-origin.ts';
import { loadSession, requireUser } from '../http/session.ts';
import { expectNoQuery } from '../http/validate.ts';
import { notificationSocketPath } from '../realtime/notification-socket.ts';
import type { Route } from '../router.ts';

/** GET /notifications/ws/auth: `{ "url": "ws://<host>/notifications/ws?ticket=…" }`. */
function socketAuth(ctx: RequestContext): void {
  expectNoQuery(ctx.url);
  const user = requireUser(ctx, loadSession(ctx));
  if (ctx.app.faults.current.refuseWsAuth) {
    throw new HttpError(403, 'ws_auth_refused', 'Injected fault: websocket auth refused.');
  }
  const host = requestHost(ctx.req);
  if (!host) throw new HttpError(400, 'invalid_host', 'The Host header is missing or malformed.');
  const ticket = ctx.app.tickets.issue(user.id);
  ctx.json(200, { url: `ws://${host}${notificationSocketPath}?ticket=${ticket}` });
}

export const notificationSocketRoutes: Route[] = [
  { method: 'GET', path: '/notifications/ws/auth', handle: socketAuth },
];
