import type { PublicSite } from '../../src/markets/public-site.ts';
import { html, type SafeHtml } from './html.ts';
import type { DemoRole } from './roles.ts';

// What a browser shows inside each element before (or without) the bundle: a
// short, plain, usable version of the chrome. The elements replace it.

const link = (href: string, label: string) => html`<a href="${href}">${label}</a>`;

function mainLinks(role: DemoRole): SafeHtml[] {
  if (role === 'contest-holder') {
    return [
      link('/work', 'Your work'),
      link('/designers/contacts', 'Designers'),
      link('/categories', 'Categories'),
      link('/discover', 'Inspiration'),
    ];
  }
  if (role === 'designer') {
    return [
      link('/contests/browse', 'Contests'),
      link('/projects/browse', 'Projects'),
      link('/your-clients', 'Clients'),
      link('/community', 'Community'),
    ];
  }
  return [
    link('/categories', 'Categories'),
    link('/how-it-works', 'How it works'),
    link('/designers/search', 'Find a designer'),
    link('/discover', 'Inspiration'),
  ];
}

export function headerFallback(site: PublicSite, role: DemoRole): SafeHtml {
  const account =
    role === 'logged-out'
      ? html`${link('/login', 'Log in')}${site.supportPhone ? html` <a href="tel:${site.supportPhone.replace(/\s+/g, '')}">${site.supportPhone}</a>` : ''}`
      : html`${link('/messages', 'Messages')} ${link('/notifications', 'Notifications')}`;
  return html`<div class="fallback-bar">
    <a href="/" class="fallback-brand">${site.name}</a>
    <nav aria-label="Main">${mainLinks(role).map((a) => html`${a} `)}</nav>
    <span class="fallback-account">${account}</span>
  </div>`;
}

export function leftDrawerFallback(role: DemoRole): SafeHtml {
  return html`<nav aria-label="Menu">
    <ul>
      ${mainLinks(role).map((a) => html`<li>${a}</li>`)}
      <li><a href="/help">Help</a></li>
    </ul>
  </nav>`;
}

export function rightDrawerFallback(role: DemoRole): SafeHtml {
  const links =
    role === 'designer'
      ? [
          link('/accounts/earnings', 'Earnings'),
          link('/user/ndas', 'NDAs'),
          link('/account/getting-started', 'Getting started'),
        ]
      : [link('/accounts/payments', 'Transactions'), link('/accounts/credits', 'Credits')];
  return html`<nav aria-label="Account">
    <ul>
      ${[link('/account/personal-information', 'Account'), ...links, link('/logout', 'Log out')].map((a) => html`<li>${a}</li>`)}
    </ul>
  </nav>`;
}

export function footerFallback(site: PublicSite): SafeHtml {
  return html`<nav aria-label="Footer" class="fallback-footer">
      ${[link('/about', 'About'), link('/about/contact', 'Contact'), link('/pricing', 'Pricing'), link('/help', 'Help'), link('/legal/terms-and-conditions', 'Terms'), link('/legal/privacy', 'Privacy')].map((a) => html`${a} `)}
      ${site.capabilities.about_imprint ? link('/legal/imprint', 'Imprint') : ''}
    </nav>
    <p class="fallback-copyright">© ${site.name}</p>`;
}
