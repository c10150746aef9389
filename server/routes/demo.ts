import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import { findUser } from '../db/users.ts';
import { renderDemoPage } from '../demo/demo-page.ts';
import { renderErrorPage } from '../demo/error-page.ts';
import { html, type SafeHtml } from '../demo/html.ts';
import { renderIndexPage } from '../demo/index-page.ts';
import { defaultPath, demoHref, demoVariants } from '../demo/roles.ts';
import { writeCompressedHtml, writeHtml } from '../http/respond.ts';
import { setCookie } from '../http/cookies.ts';
import { ensureSession, loadSession } from '../http/session.ts';
import { expectNoQuery, queryObject } from '../http/validate.ts';
import type { Route } from '../router.ts';
import { toBcp47 } from '../../src/i18n/locale.ts';
import type { PublicSite } from '../../src/markets/public-site.ts';
import { roles } from '../../src/navigation/types.ts';
import { demoSiteCookie, origins, signInAs, sitesOf, unreadCounts } from './demo-request.ts';
import { returnPath } from './session.ts';
import { renderDemoChrome } from '../rendering/demo-chrome.ts';
import { legacyCssHash } from '../demo/legacy-css.ts';
import { loadWorkbenchExamples } from '../demo/workbench-examples.ts';

const demoQuery = z.strictObject({
  site: z.string().max(40).optional(),
  locale: z.string().max(20).optional(),
  role: z.enum(roles).optional(),
  variant: z.enum(demoVariants).optional(),
  /** The legacy page's own path, for current-path (defaults per role). */
  path: returnPath.optional(),
  /**
   * `strict`: send a Content-Security-Policy without unsafe-inline;
   * `no-script`: the same with no script at all, to see the page as a browser
   * with JavaScript off does.
   */
  csp: z.enum(['strict', 'no-script']).optional(),
  /**
   * `client`: the elements render in the browser only (the default is
   * server-rendered); `user-slots`: a signed-in header's shared render, the
   * user's own bits in its light DOM, as from an edge's shared cache.
   */
  render: z.enum(['server', 'client', 'user-slots']).optional(),
});

/** A 400 page that names the problem and lists the valid choices as links. */
function badChoice(ctx: RequestContext, message: string, choices: SafeHtml): void {
  writeHtml(ctx.res, 400, renderErrorPage(400, message, choices));
}

/** The requested locale; without one, the session's language choice if the site accepts it. */
function localeOf(
  site: PublicSite,
  raw: string | undefined,
  sessionLocale: string | null,
): string | null {
  if (raw === undefined) {
    return sessionLocale && site.acceptedLocales.includes(sessionLocale)
      ? sessionLocale
      : site.locale;
  }
  try {
    const locale = toBcp47(raw);
    return site.acceptedLocales.includes(locale) ? locale : null;
  } catch {
    return null;
  }
}

/** GET /demo?site=&locale=&role=&variant=&path=&csp=&render= */
async function demoPage(ctx: RequestContext): Promise<void> {
  const sites = sitesOf(ctx);
  const query = queryObject(ctx.url);
  const parsed = demoQuery.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field =
      issue?.code === 'unrecognized_keys' ? String(issue.keys[0]) : String(issue?.path[0] ?? '');
    badChoice(
      ctx,
      issue?.code === 'unrecognized_keys'
        ? `Unknown parameter "${field}".`
        : `Invalid ${field}: ${issue?.message ?? ''}`,
      html`<p>
        Parameters: site, locale, role (${roles.join(', ')}), variant (${demoVariants.join(', ')}),
        path, csp (strict, no-script), render (server, client, user-slots).
      </p>`,
    );
    return;
  }
  const options = parsed.data;
  const siteKey = options.site ?? 'us-en';
  const site = sites.byKey(siteKey);
  if (!site) {
    badChoice(
      ctx,
      `Unknown site "${siteKey}".`,
      html`<p>Valid sites:</p>
        <ul class="choices">
          ${sites.keys().map(
            (key) =>
              html`<li>
                <a
                  href="${demoHref({ site: key, role: options.role ?? 'logged-out', variant: options.variant })}"
                  >${key}</a
                >
              </li>`,
          )}
        </ul>`,
    );
    return;
  }
  // Only read: signInAs below sets up the session (creating one here would make two).
  const locale = localeOf(site, options.locale, loadSession(ctx)?.locale ?? null);
  if (!locale) {
    badChoice(
      ctx,
      `The site ${site.key} does not accept the locale "${options.locale ?? ''}".`,
      html`<p>Accepted locales of ${site.name}:</p>
        <ul class="choices">
          ${site.acceptedLocales.map(
            (accepted) =>
              html`<li>
                <a
                  href="${demoHref({ site: site.key, locale: accepted, role: options.role ?? 'logged-out', variant: options.variant })}"
                  >${accepted}</a
                >
              </li>`,
          )}
        </ul>`,
    );
    return;
  }
  const role = options.role ?? 'logged-out';
  const variant = options.variant ?? 'default';
  const { user } = signInAs(ctx, role);
  // Remembered for the pages the demo does not have (see notFoundPage).
  setCookie(ctx.res, demoSiteCookie, `${site.key}:${locale}`, { maxAgeSeconds: 30 * 24 * 60 * 60 });
  const { origin, wsOrigin } = origins(ctx);
  const page = {
    site,
    locale,
    role,
    variant,
    currentPath: options.path ?? defaultPath(role, variant),
    user,
    unreadCounts: unreadCounts(ctx, user),
    origin,
    wsOrigin,
  };
  const serverChrome =
    options.render === 'client'
      ? undefined
      : await renderDemoChrome(ctx.app.config.elementsDir, page, {
          userSlots: options.render === 'user-slots',
        });
  const headers: Record<string, string> = {};
  if (options.csp) {
    headers['content-security-policy'] = [
      "default-src 'self'",
      options.csp === 'no-script'
        ? "script-src 'none'"
        : `script-src 'self'${serverChrome ? ` ${serverChrome.scriptCspHash}` : ''}`,
      // The page's and the server-rendered elements' inline styles, by their hashes (no 'unsafe-inline').
      `style-src 'self' ${legacyCssHash}${serverChrome ? ` ${serverChrome.cspHash}` : ''}`,
      "img-src 'self' data: https:",
      `connect-src 'self' ${wsOrigin}`,
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
  }
  writeCompressedHtml(ctx.req, ctx.res, 200, renderDemoPage({ ...page, serverChrome }), headers);
}

/** GET / */
async function indexPage(ctx: RequestContext): Promise<void> {
  expectNoQuery(ctx.url);
  const session = ensureSession(ctx);
  const sites = ctx.app.demoSites;
  const list = 'error' in sites ? [] : sites.keys().flatMap((key) => sites.byKey(key) ?? []);
  writeHtml(
    ctx.res,
    200,
    renderIndexPage({
      sites: list,
      user: session.userId === null ? null : findUser(ctx.app.db, session.userId),
      production: ctx.app.config.production,
      sitesError: 'error' in sites ? sites.error : null,
      examples: await loadWorkbenchExamples(ctx.app.config.elementsDir),
    }),
  );
}

export const demoRoutes: Route[] = [
  { method: 'GET', path: '/', html: true, handle: indexPage },
  { method: 'GET', path: '/demo', html: true, handle: demoPage },
];
