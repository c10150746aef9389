import { describe, expect, it } from 'vitest';
import { languages, UnsupportedLanguageError } from '../../../src/i18n/languages.ts';
import {
  headerModel,
  leftDrawerModel,
  roles,
  type HeaderAction,
  type NavItem,
} from '../../../src/navigation/index.ts';
import { languageSwitcherModel } from '../../../src/navigation/language-switcher-model.ts';
import { siteFixture, singleLocaleSiteWithoutPhone } from '../support/site-fixtures.ts';
import { hrefs, outline } from './hrefs.ts';

const site = siteFixture();
const phone = 'tel:+41445051234';

describe('header, logged out (spec §2 public menu, "Header behaviour per role")', () => {
  const header = headerModel(site, 'en', 'logged-out', 'default');

  it('links the brand to /', () => {
    expect(header.homeHref).toBe('/');
  });

  it('shows the public top bar with a Get a design menu of categories', () => {
    expect(outline(header.primary)).toEqual([
      {
        getADesign: [
          '/logo-design',
          '/business-card-design',
          '/web-design',
          '/brand-guide',
          '/categories',
        ],
      },
      '/how-it-works',
      '/designers/search',
      '/discover',
      '/pro/studio',
    ]);
  });

  it('shows the support phone and a Log in link, and no account menu or right drawer', () => {
    expect(hrefs(header.actions)).toEqual([phone, '/login']);
    expect(header.accountMenu).toBeNull();
    expect(header.hasLeftDrawer).toBe(true);
  });

  it('gives the phone its number and office hours for the tooltip', () => {
    const phoneItem = header.actions[0] as NavItem;
    expect(phoneItem).toMatchObject({
      kind: 'phone',
      labelId: 'header.callUs',
      number: '+41 44 505 12 34',
      officeHours: 'Mo–Fr 9–17 Uhr',
    });
  });

  it('leaves the phone out when the site has no support phone', () => {
    const withoutPhone = headerModel(siteFixture({ supportPhone: null }), 'en', 'logged-out');
    expect(hrefs(withoutPhone.actions)).toEqual(['/login']);
  });

  it('shows the phone without a tooltip when the site has no office hours', () => {
    const noHours = headerModel(siteFixture({ officeHours: null }), 'en', 'logged-out');
    expect(noHours.actions[0]).toMatchObject({ kind: 'phone', officeHours: null });
  });
});

describe('header, contest holder (spec §2, §6)', () => {
  const header = headerModel(site, 'en', 'contest-holder', 'default');

  it('links the brand to /work, the home of contest holders', () => {
    expect(header.homeHref).toBe('/work');
  });

  it('shows Your work, Designers, Categories and Inspiration', () => {
    expect(outline(header.primary)).toEqual([
      '/work',
      '/designers/contacts',
      '/categories',
      '/discover',
    ]);
    expect(header.primary.map((entry) => entry.labelId)).toEqual([
      'nav.yourWork',
      'nav.designers',
      'nav.categories',
      'nav.inspiration',
    ]);
  });

  it('shows a Support menu (phone, Design consultation, Help Center), then messages, notifications and avatar', () => {
    const [support, ...rest] = header.actions;
    expect(support).toMatchObject({ kind: 'group', labelId: 'header.supportMenu' });
    expect(hrefs(header.actions.slice(0, 1))).toEqual([phone, '/design-consultation', '/help']);
    expect(rest.map((action) => action.kind)).toEqual(['messages', 'notifications', 'avatar']);
    expect(hrefs(rest)).toEqual(['/messages', '/notifications', '/avatars/current-user/32']);
  });

  it('keeps the Support menu without a phone when the site has none', () => {
    const withoutPhone = headerModel(siteFixture({ supportPhone: null }), 'en', 'contest-holder');
    expect(hrefs(withoutPhone.actions.slice(0, 1))).toEqual(['/design-consultation', '/help']);
  });

  it('has the account menu with Transactions and Credits, then Log out', () => {
    expect(header.accountMenu?.map((link) => link.href)).toEqual([
      '/account/personal-information',
      '/user/profile',
      '/accounts/payments',
      '/accounts/credits',
      '/logout',
    ]);
    expect(header.accountMenu?.map((link) => link.labelId).slice(2, 4)).toEqual([
      'nav.transactions',
      'nav.credits',
    ]);
  });

  it('has a right drawer opened by the avatar', () => {
    expect(header.actions.at(-1)).toMatchObject({ kind: 'avatar', opens: 'right-drawer' });
  });
});

describe('header, designer (spec §2, §6)', () => {
  const header = headerModel(site, 'en', 'designer', 'default');

  it('links the brand to /', () => {
    expect(header.homeHref).toBe('/');
  });

  it('shows the designer menu, grouped, in the order of the spec', () => {
    expect(outline(header.primary)).toEqual([
      { yourJobs: ['/contests/your-contests', '/projects/active'] },
      { findWork: ['/contests/browse', '/projects/browse'] },
      '/your-clients',
      { showcase: ['/discover', '/browse/winners', '/work'] },
      { community: ['/community', 'https://forum.designmarket.com/'] },
    ]);
  });

  it('opens the community forum in a new tab', () => {
    const forum = header.primary
      .flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]))
      .find((item) => item.href.startsWith('https://'));
    expect(forum).toMatchObject({ newTab: true, labelId: 'nav.forum' });
  });

  it('shows a Help Center link in a new tab and no phone or Support menu', () => {
    expect(header.actions[0]).toMatchObject({ kind: 'link', href: '/help', newTab: true });
    expect(header.actions.map((action) => action.kind)).toEqual([
      'link',
      'messages',
      'notifications',
      'avatar',
    ]);
  });

  it('has the account menu with Earnings at /accounts/earnings, NDAs, Getting started, Log out', () => {
    expect(header.accountMenu?.map((link) => link.href)).toEqual([
      '/accounts/earnings',
      '/user/ndas',
      '/account/getting-started',
      '/logout',
    ]);
  });
});

describe('header, focused variant (spec §2)', () => {
  it('shows only the support phone to logged-out visitors and contest holders', () => {
    for (const role of ['logged-out', 'contest-holder'] as const) {
      const header = headerModel(site, 'en', role, 'focused');
      expect(header.primary).toEqual([]);
      expect(hrefs(header.actions)).toEqual([phone]);
      expect(header.accountMenu).toBeNull();
      expect(header.hasLeftDrawer).toBe(false);
    }
  });

  it('shows nothing to designers, who get no phone (spec §6)', () => {
    expect(headerModel(site, 'en', 'designer', 'focused').actions).toEqual([]);
  });

  it('shows nothing when the site has no support phone', () => {
    const withoutPhone = siteFixture({ supportPhone: null });
    expect(headerModel(withoutPhone, 'en', 'logged-out', 'focused').actions).toEqual([]);
  });
});

describe('header, blog variant (spec §2)', () => {
  it('shows the blog top bar for every role, with the role’s own right-hand items', () => {
    for (const role of roles) {
      const header = headerModel(site, 'en', role, 'blog');
      expect(outline(header.primary)).toEqual([
        '/categories',
        '/how-it-works',
        '/designers/search',
        '/discover',
        '/pro/studio',
      ]);
      expect(header.primary.map((entry) => entry.labelId)).toEqual([
        'nav.getADesign',
        'nav.howItWorks',
        'nav.findADesigner',
        'nav.inspiration',
        'nav.studio',
      ]);
      expect(header.actions).toEqual(headerModel(site, 'en', role, 'default').actions);
    }
  });
});

describe('Studio or Pro in the top bar (spec §2)', () => {
  const expected = {
    en: ['/pro/studio', 'nav.studio'],
    de: ['/pro/studio', 'nav.studio'],
    nl: ['/pro', 'nav.pro'],
    fr: ['/pro', 'nav.pro'],
    it: ['/pro', 'nav.pro'],
    es: ['/pro', 'nav.pro'],
    pt: ['/pro', 'nav.pro'],
    ja: ['/pro', 'nav.pro'],
  } as const;

  it.each(languages)('%s', (language) => {
    for (const variant of ['default', 'blog'] as const) {
      const bar = headerModel(site, language, 'logged-out', variant).primary;
      const last = bar.at(-1);
      expect([last?.kind === 'link' && last.href, last?.labelId]).toEqual(expected[language]);
      const proLinks = hrefs(bar).filter((href) => /^\/pro(\/|$)/.test(href));
      expect(proLinks).toEqual([expected[language][0]]);
    }
  });
});

describe('language switcher (footer and left drawer)', () => {
  it('is there when the site accepts several locales, absent with one', () => {
    expect(languageSwitcherModel(site, 'de')?.options).toHaveLength(4);
    expect(languageSwitcherModel(singleLocaleSiteWithoutPhone(), 'en')).toBe(null);
  });
});

describe('header model input', () => {
  it('throws an error naming an unsupported language', () => {
    expect(() => headerModel(site, 'ru' as 'en', 'logged-out')).toThrow(UnsupportedLanguageError);
    expect(() => headerModel(site, 'ru' as 'en', 'logged-out')).toThrow(/"ru"/);
  });
});

describe('login switched off (the awards microsite)', () => {
  const site = siteFixture();
  it('drops the Log in link from the header and the left drawer, and nothing else', () => {
    const on = headerModel(site, 'en', 'logged-out', 'default');
    const off = headerModel(site, 'en', 'logged-out', 'default', { loginEnabled: false });
    const hrefsOf = (actions: readonly HeaderAction[]) =>
      actions.map((action) => ('href' in action ? action.href : action.id));
    expect(hrefsOf(on.actions)).toContain('/login');
    expect(hrefsOf(off.actions)).toEqual(hrefsOf(on.actions).filter((href) => href !== '/login'));
    expect(off.primary).toEqual(on.primary);

    const drawerOn = leftDrawerModel(site, 'en', 'logged-out');
    const drawerOff = leftDrawerModel(site, 'en', 'logged-out', { loginEnabled: false });
    expect(JSON.stringify(drawerOn.entries)).toContain('"/login"');
    expect(JSON.stringify(drawerOff.entries)).not.toContain('"/login"');
  });
});
