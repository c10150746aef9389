import type { PublicSite } from '../../src/markets/public-site.ts';
import type { User } from '../db/users.ts';
import {
  footerFallback,
  headerFallback,
  leftDrawerFallback,
  rightDrawerFallback,
} from './fallbacks.ts';
import { documentHtml, html, type SafeHtml } from './html.ts';
import { legacyCss } from './legacy-css.ts';
import { pageContent, pageDescription, pageTitle } from './page-content.ts';
import { chromeLabels } from './chrome-labels.ts';
import { roles, type Role } from '../../src/navigation/types.ts';
import { demoHref, footerVariantOf, headerVariantOf, type DemoVariant } from './roles.ts';
import { demoTextsFor } from './texts/demo-texts-for.ts';

export interface DemoPage {
  site: PublicSite;
  /** BCP 47, one of the site's accepted locales. */
  locale: string;
  role: Role;
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
  /**
   * The chrome rendered on the server (server/rendering/demo-chrome.ts):
   * declarative shadow roots that work before any script. Without it, the
   * elements render in the browser over the template's fallback markup
   * (`&render=client`).
   */
  serverChrome?: ServerChrome | undefined;
}

/** A demo page's server-rendered elements, as HTML. */
export interface ServerChrome {
  /** `<site-header drawers>`: the header holding both drawers. */
  header: SafeHtml;
  footer: SafeHtml;
  /** The sidebar's `<site-unread-badge kind="messages">`, for signed-in users. */
  messagesBadge: SafeHtml | null;
  /** The CSP source that allows the elements' inline styles. */
  cspHash: string;
  /** The inline script that loads the bundle once the page has painted (`elementsScript`). */
  script: SafeHtml;
  /** The CSP source that allows that script. */
  scriptCspHash: string;
}

/**
 * The attributes every element shares (src/elements/shell-attributes.ts),
 * the way a template sets them: the same values on each element.
 */
export function sharedAttributeValues(page: DemoPage): Record<string, string | undefined> {
  return {
    site: page.site.key,
    locale: page.locale,
    'user-role': page.role,
    'user-id': page.user ? String(page.user.id) : undefined,
    'display-name': page.user?.displayName,
    'current-path': page.currentPath,
    'api-base': page.origin,
    'graphql-url': `${page.origin}/graphql`,
    'graphql-ws-url': `${page.wsOrigin}/graphql`,
    'unread-counts': page.unreadCounts ? JSON.stringify(page.unreadCounts) : undefined,
  };
}

/** The shared attributes as a tag's attribute text. */
function sharedAttributes(page: DemoPage): SafeHtml {
  return html`${Object.entries(sharedAttributeValues(page)).map(([name, value]) =>
    value === undefined ? '' : html` ${name}="${value}"`,
  )}`;
}

/**
 * A "legacy" page embedding the elements the way a real template would: one
 * module script and the element tags with attributes. By default the server
 * renders the elements (`serverChrome`): their HTML works before any script,
 * and no `:not(:defined)` stylesheet is needed. Client-rendered, each tag
 * holds readable fallback content, and site-elements.css reserves its box.
 */
export function renderDemoPage(page: DemoPage): string {
  const attrs = sharedAttributes(page);
  const headerAttrs = html`${attrs} variant="${headerVariantOf(page.variant)}"`;
  const footerAttrs = html`${attrs} variant="${footerVariantOf(page.variant)}"`;
  const loggedIn = page.role !== 'logged-out';
  const texts = demoTextsFor(page.locale);
  const title = page.content?.title ?? pageTitle(page.locale, page.role, page.variant);
  const chrome = page.serverChrome;
  const messagesBadge = chrome
    ? chrome.messagesBadge
    : html`<site-unread-badge kind="messages" ${attrs}></site-unread-badge>`;
  return documentHtml({
    title: `${title} · ${page.site.name}`,
    lang: page.locale,
    description: page.content
      ? title
      : pageDescription(page.site, page.locale, page.role, page.variant),
    inlineCss: legacyCss,
    head: chrome
      ? chrome.script
      : // The stylesheet reserves the elements' boxes until they are defined (no layout shift).
        html`<link rel="stylesheet" href="/dist-elements/site-elements.css" />
          <script type="module" src="/dist-elements/site-elements.js"></script>`,
    body: html`${
        chrome
          ? chrome.header
          : html`<site-header ${headerAttrs}
                >${headerFallback(page.site, page.locale, page.role)}</site-header
              >
              <site-drawer side="left" ${attrs}
                >${leftDrawerFallback(page.locale, page.role)}</site-drawer
              >
              ${loggedIn ? html`<site-drawer side="right" ${attrs}>${rightDrawerFallback(page.locale, page.role)}</site-drawer>` : ''}`
      }
      <div class="legacy-layout">
        <main class="legacy-main" id="main">
          <h1>${title}</h1>
          ${page.content?.body ?? pageContent(page.site, page.locale, page.role, page.variant)}
        </main>
        <aside class="legacy-sidebar" aria-label="${texts.sidebar}">
          ${loggedIn && messagesBadge ? html`<p class="sidebar-messages"><a href="/messages">${chromeLabels(page.locale)['messages.title']}</a> ${messagesBadge}</p>` : ''}
          <p class="demo-note">
            ${texts.demoNote(texts.roleNames[page.role], page.user?.displayName ?? null, page.site.name, page.locale, page.variant)}
          </p>
          <ul class="demo-switch">
            ${roles.map(
              (role) =>
                html`<li>
                  <a
                    href="${demoHref({ site: page.site.key, locale: page.locale, role, variant: page.variant })}"
                    >${texts.roleNames[role]}</a
                  >
                </li>`,
            )}
            <li><a href="/">${texts.allDemoPages}</a></li>
          </ul>
        </aside>
      </div>
      ${chrome ? chrome.footer : html`<site-footer ${footerAttrs}>${footerFallback(page.site, page.locale)}</site-footer>`}`,
  });
}
