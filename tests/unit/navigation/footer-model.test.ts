import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/i18n/languages.ts';
import {
  footerModel,
  footerVariants,
  type FooterModel,
  type Role,
} from '../../../src/navigation/index.ts';
import { capabilities, siteFixture } from '../support/site-fixtures.ts';
import { hrefs } from './hrefs.ts';

const phone = 'tel:+41445051234';
const withFeaturedPartners = siteFixture({
  capabilities: capabilities({
    can_display_featured_partners_link: true,
    can_display_resource_center_link: true,
  }),
});

function groupsOf(footer: FooterModel): Record<string, string[]> {
  return Object.fromEntries(footer.groups.map((group) => [group.id, hrefs(group.items)]));
}

const company = [
  '/about',
  '/about/contact',
  '/about/jobs',
  '/about/meet-the-team',
  '/about/press-releases',
  '/about/media',
  '/testimonials',
  '/nonprofits',
];
const getADesign = [
  '/logo-design',
  '/business-card-design',
  '/web-design',
  '/brand-guide',
  '/product-packaging-design',
  '/t-shirt-design',
  '/book-cover-design',
  '/categories',
];
const resourcesWithoutHelp = [
  '/designers',
  '/blog/',
  '/design-without-borders',
  '/best-design-awards/',
  '/affiliates',
  '/inspiration/logos',
  '/inspiration/t-shirt-designs',
  '/designer-resource-center',
  '/featured-partners',
];

describe('footer variants (spec §2 "Footer variants")', () => {
  it('full: Company, Design services, Get a design, Resources with the spec’s links', () => {
    const footer = footerModel(withFeaturedPartners, 'en', 'logged-out', 'full');
    expect(footer.groups.map((group) => group.labelId)).toEqual([
      'footer.group.company',
      'footer.group.designServices',
      'footer.group.getADesign',
      'footer.group.resources',
    ]);
    expect(groupsOf(footer)).toEqual({
      company,
      designServices: [
        '/contests',
        '/projects',
        '/designers/search',
        '/discover',
        '/pricing',
        '/pro',
        '/pro/studio',
        '/pro/select',
      ],
      getADesign,
      resources: [...resourcesWithoutHelp, '/help'],
    });
  });

  it('focused: no link groups, but legal and social links', () => {
    const footer = footerModel(withFeaturedPartners, 'en', 'logged-out', 'focused');
    expect(footer.groups).toEqual([]);
    expect(footer.legal.length).toBeGreaterThan(0);
    expect(footer.social.length).toBeGreaterThan(0);
  });

  it('reduced: Design services without /pricing, Support, Resources, Company', () => {
    const footer = footerModel(withFeaturedPartners, 'en', 'logged-out', 'reduced');
    expect(footer.groups.map((group) => group.labelId)).toEqual([
      'footer.group.designServices',
      'footer.group.support',
      'footer.group.resources',
      'footer.group.company',
    ]);
    expect(groupsOf(footer)).toEqual({
      designServices: [
        '/contests',
        '/projects',
        '/designers/search',
        '/discover',
        '/pro',
        '/pro/studio',
        '/pro/select',
      ],
      support: [phone, '/design-consultation', '/help'],
      resources: resourcesWithoutHelp,
      company,
    });
  });

  it('reduced without a support phone: Support keeps consultation and help', () => {
    const footer = footerModel(siteFixture({ supportPhone: null }), 'en', 'logged-out', 'reduced');
    expect(groupsOf(footer)['support']).toEqual(['/design-consultation', '/help']);
  });

  it('full: the same groups for every role', () => {
    const loggedOut = footerModel(withFeaturedPartners, 'en', 'logged-out', 'full');
    for (const role of ['designer', 'contest-holder'] as const) {
      expect(footerModel(withFeaturedPartners, 'en', role, 'full').groups, role).toEqual(
        loggedOut.groups,
      );
    }
  });
});

describe('phone and Support are for contest holders and logged-out visitors (spec §6)', () => {
  it('reduced: contest holders get the same Support group as logged-out visitors', () => {
    const footer = footerModel(withFeaturedPartners, 'en', 'contest-holder', 'reduced');
    expect(groupsOf(footer)['support']).toEqual([phone, '/design-consultation', '/help']);
  });

  it('reduced: designers get no Support group; the Help Center stays, in Resources', () => {
    const footer = footerModel(withFeaturedPartners, 'en', 'designer', 'reduced');
    expect(footer.groups.map((group) => group.id)).toEqual([
      'designServices',
      'resources',
      'company',
    ]);
    expect(groupsOf(footer)['resources']).toEqual([...resourcesWithoutHelp, '/help']);
    const all = footer.groups.flatMap((group) => hrefs(group.items));
    expect(all).not.toContain(phone);
    expect(all).not.toContain('/design-consultation');
  });

  it.each(footerVariants)(
    '%s: the support phone for logged-out visitors and contest holders, none for designers',
    (variant) => {
      const phoneOf = (role: Role) =>
        footerModel(siteFixture(), 'en', role, variant).supportPhone?.href ?? null;
      expect(phoneOf('logged-out')).toBe(phone);
      expect(phoneOf('contest-holder')).toBe(phone);
      expect(phoneOf('designer')).toBeNull();
    },
  );
});

describe('footer rules', () => {
  it('shows /designer-resource-center only with can_display_resource_center_link', () => {
    const off = footerModel(siteFixture(), 'en', 'logged-out', 'full');
    const on = footerModel(
      siteFixture({ capabilities: capabilities({ can_display_resource_center_link: true }) }),
      'en',
      'logged-out',
      'full',
    );
    expect(groupsOf(off)['resources']).not.toContain('/designer-resource-center');
    expect(groupsOf(on)['resources']).toContain('/designer-resource-center');
  });

  it('shows /featured-partners only with can_display_featured_partners_link', () => {
    const off = footerModel(siteFixture(), 'en', 'logged-out', 'full');
    const on = footerModel(withFeaturedPartners, 'en', 'logged-out', 'full');
    expect(groupsOf(off)['resources']).not.toContain('/featured-partners');
    expect(groupsOf(on)['resources']).toContain('/featured-partners');
  });

  it('labels /pro Agencies in English and Pro in every other language', () => {
    for (const language of languages) {
      const services = footerModel(siteFixture(), language, 'logged-out', 'full').groups[1];
      const pro = services?.items.filter((item) => item.href === '/pro');
      expect(pro?.map((item) => item.labelId)).toEqual([
        language === 'en' ? 'nav.agencies' : 'nav.pro',
      ]);
    }
  });

  it('links the Help Center in a new tab', () => {
    const resources = footerModel(siteFixture(), 'en', 'logged-out', 'full').groups[3];
    expect(resources?.items.find((item) => item.href === '/help')?.newTab).toBe(true);
  });
});

describe('legal links (spec §2)', () => {
  it('terms and privacy; the imprint only with about_imprint', () => {
    const without = footerModel(siteFixture(), 'de', 'logged-out', 'full');
    expect(without.legal.map((link) => link.href)).toEqual([
      '/legal/terms-and-conditions',
      '/legal/privacy',
    ]);
    const withImprint = footerModel(
      siteFixture({ capabilities: capabilities({ about_imprint: true }) }),
      'de',
      'logged-out',
      'full',
    );
    expect(withImprint.legal.map((link) => link.href)).toEqual([
      '/legal/terms-and-conditions',
      '/legal/privacy',
      '/legal/imprint',
    ]);
  });
});

describe('social links (spec §2)', () => {
  it('builds Facebook and Twitter from the site’s handles; the others are fixed; all open a new tab', () => {
    const footer = footerModel(siteFixture(), 'en', 'logged-out', 'full');
    expect(footer.social.map((link) => [link.id, link.href])).toEqual([
      ['facebook', 'https://www.facebook.com/designmarket.ch'],
      ['twitter', 'https://twitter.com/designmarket_ch'],
      ['instagram', 'https://www.instagram.com/designmarket/'],
      ['linkedin', 'https://www.linkedin.com/company/designmarket/'],
      ['pinterest', 'https://www.pinterest.com/designmarket/'],
      ['youtube', 'https://www.youtube.com/@designmarket'],
    ]);
    expect(footer.social.every((link) => link.newTab)).toBe(true);
  });

  it('follows another site’s handles, with or without a leading @', () => {
    const site = siteFixture({ socialMedia: { facebook: 'designmarket.fr', twitter: '@dm_fr' } });
    const social = footerModel(site, 'fr', 'logged-out', 'full').social;
    expect(social.slice(0, 2).map((link) => link.href)).toEqual([
      'https://www.facebook.com/designmarket.fr',
      'https://twitter.com/dm_fr',
    ]);
  });

  it('leaves out a network whose handle is empty', () => {
    const site = siteFixture({ socialMedia: { facebook: '', twitter: 'dm' } });
    const ids = footerModel(site, 'en', 'logged-out', 'full').social.map((link) => link.id);
    expect(ids).not.toContain('facebook');
    expect(ids).toContain('twitter');
  });
});

describe('footer support phone', () => {
  it('is the site’s number as a tel: link with its office hours', () => {
    expect(footerModel(siteFixture(), 'en', 'logged-out', 'full').supportPhone).toMatchObject({
      href: phone,
      number: '+41 44 505 12 34',
      officeHours: 'Mo–Fr 9–17 Uhr',
    });
  });

  it('is null without a configured phone', () => {
    const site = siteFixture({ supportPhone: null });
    expect(footerModel(site, 'en', 'logged-out', 'full').supportPhone).toBeNull();
  });
});
