import type { RequestContext } from '../context.ts';
import { findUser } from '../db/users.ts';
import { renderDemoPage } from '../demo/demo-page.ts';
import { html } from '../demo/html.ts';
import { demoTextsFor } from '../demo/texts/demo-texts-for.ts';
import { readCookies } from '../http/cookies.ts';
import { HttpError } from '../http/errors.ts';
import { writeHtml } from '../http/respond.ts';
import { ensureSession } from '../http/session.ts';
import type { Route } from '../router.ts';
import { demoSiteCookie, origins, sitesOf, unreadCounts } from './demo-request.ts';

/**
 * Any other page a browser navigates to (a menu link such as /contests or
 * /messages/12): a 404 legacy page with the full chrome, for the session's
 * user on the last demo site, so a click in the demo never lands on a bare error.
 */
function notFoundPage(ctx: RequestContext): void {
  const sites = sitesOf(ctx);
  const session = ensureSession(ctx);
  const [siteKey = '', lastLocale = ''] = (readCookies(ctx.req).get(demoSiteCookie) ?? '').split(
    ':',
  );
  const site = sites.byKey(siteKey) ?? sites.byKey('us-en');
  if (!site) throw new HttpError(404, 'not_found', `Nothing at ${ctx.url.pathname}.`);
  const user = session.userId === null ? null : findUser(ctx.app.db, session.userId);
  const locale =
    [session.locale, lastLocale].find((l) => l && site.acceptedLocales.includes(l)) ?? site.locale;
  const texts = demoTextsFor(locale);
  writeHtml(
    ctx.res,
    404,
    renderDemoPage({
      site,
      locale,
      role: user?.role ?? 'logged-out',
      variant: 'default',
      currentPath: ctx.url.pathname,
      user,
      unreadCounts: unreadCounts(ctx, user),
      ...origins(ctx),
      content: {
        title: texts.notFoundTitle,
        body: html`<p>${texts.notFoundText(ctx.url.pathname)}</p>
          <p><a href="/">${texts.allDemoPages}</a></p>`,
      },
    }),
  );
}

/** The route the dispatcher uses for unknown pages a browser navigates to. */
export const notFoundRoute: Route = { method: 'GET', path: '/*', html: true, handle: notFoundPage };
