import type { PublicSite } from '../../src/markets/public-site.ts';
import type { User } from '../db/users.ts';
import {
  footerFallback,
  headerFallback,
  leftDrawerFallback,
  rightDrawerFallback,
} from './fallbacks.ts';
import { documentHtml, html, type SafeHtml } from './html.ts';
import { pageContent, pageTitle } from './page-content.ts';
import {
  demoHref,
  footerVariantOf,
  headerVariantOf,
  roleNames,
  type DemoRole,
  type DemoVariant,
} from './roles.ts';

export interface DemoPage {
  site: PublicSite;
  /** BCP 47, one of the site's accepted locales. */
  locale: string;
  role: DemoRole;
  variant: DemoVariant;
  currentPath: string;
  user: User | null;
  /** `http://host:port`, for the endpoint attributes. */
  origin: string;
  wsOrigin: string;
  /** The counts when the page was rendered (unread-counts), for signed-in users. */
  unreadCounts?: { messages: number; notifications: number } | undefined;
  /** Replaces the role's usual title and content (the not-found page). */
  content?: { title: string; body: SafeHtml };
}

/**
 * The attributes every element shares (src/elements/shell-attributes.ts),
 * the way a template sets them: the same values on each element.
 */
function sharedAttributes(page: DemoPage): SafeHtml {
  const user = page.user
    ? html` user-id="${page.user.id}" display-name="${page.user.displayName}"`
    : '';
  const counts = page.unreadCounts
    ? html` unread-counts="${JSON.stringify(page.unreadCounts)}"`
    : '';
  return html`site="${page.site.key}" locale="${page.locale}" user-role="${page.role}"${user}
  current-path="${page.currentPath}" api-base="${page.origin}" graphql-url="${page.origin}/graphql"
  graphql-ws-url="${page.wsOrigin}/graphql"${counts}`;
}

/**
 * A server-rendered "legacy" page embedding the elements the way a real
 * template would: one module script, the element tags with attributes, and
 * readable fallback content inside each tag.
 */
export function renderDemoPage(page: DemoPage): string {
  const attrs = sharedAttributes(page);
  const headerAttrs = html`${attrs} variant="${headerVariantOf(page.variant)}"`;
  const footerAttrs = html`${attrs} variant="${footerVariantOf(page.variant)}"`;
  const loggedIn = page.role !== 'logged-out';
  const title = page.content?.title ?? pageTitle(page.role, page.variant);
  return documentHtml({
    title: `${title} · ${page.site.name}`,
    lang: page.locale,
    // The stylesheet reserves the elements' boxes until they are defined (no layout shift).
    head: html`<link rel="stylesheet" href="/dist-elements/site-elements.css" />
      <script type="module" src="/dist-elements/site-elements.js"></script>`,
    body: html`<site-header ${headerAttrs}>${headerFallback(page.site, page.role)}</site-header>
      <site-drawer side="left" ${attrs}>${leftDrawerFallback(page.role)}</site-drawer>
      ${loggedIn ? html`<site-drawer side="right" ${attrs}>${rightDrawerFallback(page.role)}</site-drawer>` : ''}
      <div class="legacy-layout">
        <main class="legacy-main" id="main">
          <h1>${title}</h1>
          ${page.content?.body ?? pageContent(page.site, page.role, page.variant)}
        </main>
        <aside class="legacy-sidebar" aria-label="Sidebar">
          ${loggedIn ? html`<p class="sidebar-messages"><a href="/messages">Messages</a> <site-unread-badge kind="messages" ${attrs}></site-unread-badge></p>` : ''}
          <p class="demo-note">
            Demo page: ${roleNames[page.role]}${page.user ? ` (${page.user.displayName})` : ''} on
            ${page.site.name}, ${page.locale}, variant ${page.variant}.
          </p>
          <ul class="demo-switch">
            ${(['logged-out', 'contest-holder', 'designer'] as const).map(
              (role) =>
                html`<li>
                  <a
                    href="${demoHref({ site: page.site.key, locale: page.locale, role, variant: page.variant })}"
                    >${roleNames[role]}</a
                  >
                </li>`,
            )}
            <li><a href="/">All demo pages</a></li>
          </ul>
        </aside>
      </div>
      <site-footer ${footerAttrs}>${footerFallback(page.site)}</site-footer>`,
  });
}
