import { describe, expect, it } from 'vitest';
import { leftDrawerModel, rightDrawerModel } from '../../../src/navigation/index.ts';
import { siteFixture } from '../support/site-fixtures.ts';
import { hrefs, outline } from './hrefs.ts';

const site = siteFixture();
const phone = 'tel:+41445051234';

describe('left drawer: the main navigation on mobile (spec §2)', () => {
  it('logged out: the whole public menu, then the phone and Log in', () => {
    const drawer = leftDrawerModel(site, 'en', 'logged-out');
    expect(outline(drawer.entries)).toEqual([
      {
        getADesign: [
          '/logo-design',
          '/business-card-design',
          '/web-design',
          '/brand-guide',
          '/categories',
        ],
      },
      '/contests',
      '/projects',
      '/how-it-works',
      '/designers/search',
      '/discover',
      '/pro/studio',
      '/pricing',
      '/designers',
      '/blog/',
      phone,
      '/login',
    ]);
  });

  it('logged out without a support phone: no phone entry', () => {
    const drawer = leftDrawerModel(siteFixture({ supportPhone: null }), 'en', 'logged-out');
    expect(hrefs(drawer.entries).filter((href) => href.startsWith('tel:'))).toEqual([]);
    expect(hrefs(drawer.entries).at(-1)).toBe('/login');
  });

  it('logged out in French: Pro (/pro) instead of Studio', () => {
    const drawer = leftDrawerModel(site, 'fr', 'logged-out');
    expect(hrefs(drawer.entries).filter((href) => /^\/pro(\/|$)/.test(href))).toEqual(['/pro']);
  });

  it('contest holder: the contest-holder menu, then the Support section', () => {
    const drawer = leftDrawerModel(site, 'en', 'contest-holder');
    expect(outline(drawer.entries)).toEqual([
      '/work',
      '/designers/contacts',
      '/categories',
      '/discover',
      { support: [phone, '/design-consultation', '/help'] },
    ]);
  });

  it('designer: the designer menu in the spec’s order, then the Help Center in a new tab', () => {
    const drawer = leftDrawerModel(site, 'en', 'designer');
    expect(hrefs(drawer.entries)).toEqual([
      '/contests/your-contests',
      '/projects/active',
      '/contests/browse',
      '/projects/browse',
      '/your-clients',
      '/discover',
      '/browse/winners',
      '/work',
      '/community',
      'https://forum.designmarket.com/',
      '/help',
    ]);
    expect(drawer.entries.at(-1)).toMatchObject({ href: '/help', newTab: true });
  });

  it('carries the language switcher of the site', () => {
    const options = leftDrawerModel(site, 'de', 'designer').languageSwitcher?.options;
    expect(options?.map((option) => option.href)).toEqual([
      '/user/switch-language/de-CH',
      '/user/switch-language/en-CH',
      '/user/switch-language/fr-CH',
      '/user/switch-language/it-CH',
    ]);
  });
});

describe('right drawer: the user menu on mobile (spec §2, §6)', () => {
  it('does not exist for logged-out visitors', () => {
    expect(rightDrawerModel(site, 'en', 'logged-out')).toBeNull();
  });

  it('contest holder: the account menu', () => {
    expect(rightDrawerModel(site, 'en', 'contest-holder')?.items.map((l) => l.href)).toEqual([
      '/account/personal-information',
      '/user/profile',
      '/accounts/payments',
      '/accounts/credits',
      '/logout',
    ]);
  });

  it('designer: Earnings is /user/credits here, not /accounts/earnings', () => {
    const items = rightDrawerModel(site, 'en', 'designer')?.items ?? [];
    expect(items.map((link) => link.href)).toEqual([
      '/user/credits',
      '/user/ndas',
      '/account/getting-started',
      '/logout',
    ]);
    expect(items[0]?.labelId).toBe('nav.earnings');
  });
});
