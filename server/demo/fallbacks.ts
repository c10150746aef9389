import type { PublicSite } from '../../src/markets/public-site.ts';
import { chromeLabels, type ChromeLabels } from './chrome-labels.ts';
import { html, type SafeHtml } from './html.ts';
import type { Role } from '../../src/navigation/types.ts';

// What a browser shows inside each element before (or without) the bundle: a
// short, plain, usable version of the chrome, in the chrome's own words for
// the page's locale. The elements replace it.

const link = (href: string, label: string) => html`<a href="${href}">${label}</a>`;

function mainLinks(role: Role, labels: ChromeLabels): SafeHtml[] {
  if (role === 'contest-holder') {
    return [
      link('/work', labels['nav.yourWork']),
      link('/designers/contacts', labels['nav.designers']),
      link('/categories', labels['nav.categories']),
      link('/discover', labels['nav.inspiration']),
    ];
  }
  if (role === 'designer') {
    return [
      link('/contests/browse', labels['nav.browseContests']),
      link('/projects/browse', labels['nav.browseProjects']),
      link('/your-clients', labels['nav.yourClients']),
      link('/community', labels['nav.community']),
    ];
  }
  return [
    link('/categories', labels['nav.categories']),
    link('/how-it-works', labels['nav.howItWorks']),
    link('/designers/search', labels['nav.findADesigner']),
    link('/discover', labels['nav.inspiration']),
  ];
}

export function headerFallback(site: PublicSite, locale: string, role: Role): SafeHtml {
  const labels = chromeLabels(locale);
  const account =
    role === 'logged-out'
      ? html`${link('/login', labels['header.login'])}${site.supportPhone ? html` <a href="tel:${site.supportPhone.replace(/\s+/g, '')}">${site.supportPhone}</a>` : ''}`
      : html`${link('/messages', labels['messages.title'])}
        ${link('/notifications', labels['notifications.title'])}`;
  return html`<div class="fallback-bar">
    <a href="/" class="fallback-brand">${site.name}</a>
    <nav aria-label="${labels['header.primaryNavigation']}">
      ${mainLinks(role, labels).map((a) => html`${a} `)}
    </nav>
    <span class="fallback-account">${account}</span>
  </div>`;
}

export function leftDrawerFallback(locale: string, role: Role): SafeHtml {
  const labels = chromeLabels(locale);
  return html`<nav aria-label="${labels['drawer.mainMenu']}">
    <ul>
      ${mainLinks(role, labels).map((a) => html`<li>${a}</li>`)}
      <li>${link('/help', labels['nav.helpCenter'])}</li>
    </ul>
  </nav>`;
}

export function rightDrawerFallback(locale: string, role: Role): SafeHtml {
  const labels = chromeLabels(locale);
  const links =
    role === 'designer'
      ? [
          link('/accounts/earnings', labels['nav.earnings']),
          link('/user/ndas', labels['nav.ndas']),
          link('/account/getting-started', labels['nav.gettingStarted']),
        ]
      : [
          link('/accounts/payments', labels['nav.transactions']),
          link('/accounts/credits', labels['nav.credits']),
        ];
  return html`<nav aria-label="${labels['drawer.userMenu']}">
    <ul>
      ${[link('/account/personal-information', labels['nav.accountSettings']), ...links, link('/logout', labels['nav.logout'])].map((a) => html`<li>${a}</li>`)}
    </ul>
  </nav>`;
}

export function footerFallback(site: PublicSite, locale: string): SafeHtml {
  const labels = chromeLabels(locale);
  return html`<nav aria-label="${labels['footer.navigation']}" class="fallback-footer">
      ${[link('/about', labels['nav.about']), link('/about/contact', labels['nav.contact']), link('/pricing', labels['nav.pricing']), link('/help', labels['nav.helpCenter']), link('/legal/terms-and-conditions', labels['nav.terms']), link('/legal/privacy', labels['nav.privacy'])].map((a) => html`${a} `)}
      ${site.capabilities.about_imprint ? link('/legal/imprint', labels['nav.imprint']) : ''}
    </nav>
    <p class="fallback-copyright">© ${site.name}</p>`;
}
