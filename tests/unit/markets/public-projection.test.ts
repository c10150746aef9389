import { describe, expect, it } from 'vitest';
import { loadValidMarkets } from '../../../src/markets/load.ts';
import { toPublicSite } from '../../../src/markets/project.ts';

// What a browser may see of a site (design §4 "Markets"): expected values are
// typed in; the leak test checks that no private value of any site appears.

const sites = loadValidMarkets();

function publicSiteOf(key: string) {
  const site = sites.find((item) => item.key === key);
  if (!site) throw new Error(`no site ${key}`);
  return toPublicSite(site.key, site.record);
}

describe('toPublicSite', () => {
  it('projects the Swiss French site, with locales converted to BCP 47', () => {
    expect(publicSiteOf('ch-fr')).toEqual({
      key: 'ch-fr',
      sitegroup: 'designmarket',
      name: 'Designmarket Suisse',
      domain: 'fr.designmarket.ch',
      locale: 'fr-CH',
      language: 'fr',
      acceptedLocales: ['de-CH', 'en-CH', 'fr-CH', 'it-CH'],
      currency: 'CHF',
      capabilities: {
        can_post_facebook_wall: true,
        can_display_html_meta_tags: true,
        can_display_longtail: false,
        offer_coding_partners: false,
        can_search_engine_index: true,
        can_use_marketing_mailinglists: true,
        gdpr_compliance: true,
        referralcandy: false,
        local_blog: true,
        about_imprint: true,
        can_display_resource_center_link: false,
        can_display_featured_partners_link: false,
        print_partners: false,
        print_job: false,
        curebit: false,
        can_use_stored_payment_devices: false,
        hide_english_products: true,
      },
      socialMedia: { facebook: 'designmarket.ch', twitter: 'designmarket_ch' },
      supportPhone: '+41 44 505 12 34',
      officeHours: 'Lun–ven 9 h–18 h',
    });
  });

  it('gives null for a missing support phone and office hours false', () => {
    const hongKong = publicSiteOf('hk-en');
    expect(hongKong.supportPhone).toBeNull();
    expect(hongKong.officeHours).toBeNull();
    expect(publicSiteOf('us-en').locale).toBe('en-US');
    expect(publicSiteOf('jp-ja').language).toBe('ja');
  });

  it('every projected locale works with Intl (BCP 47, not POSIX)', () => {
    for (const { key, record } of sites) {
      const projected = toPublicSite(key, record);
      for (const locale of [projected.locale, ...projected.acceptedLocales]) {
        expect(Intl.getCanonicalLocales(locale), `${key} ${locale}`).toEqual([locale]);
      }
    }
  });
});

describe('no private field reaches the browser', () => {
  const publicFields = [
    'acceptedLocales',
    'capabilities',
    'currency',
    'domain',
    'key',
    'language',
    'locale',
    'name',
    'officeHours',
    'sitegroup',
    'socialMedia',
    'supportPhone',
  ];

  it.each(sites.map((site) => [site.key, site] as const))('%s', (key, { record }) => {
    const projected = toPublicSite(key, record);
    expect(Object.keys(projected).sort()).toEqual(publicFields);
    const json = JSON.stringify(projected);
    expect(json).not.toContain('@');
    const secrets = [
      ...Object.values(record.emails),
      record.analyticscode,
      record.slackappid,
      record.livechatoperatorgroup,
      record.twitteruserid,
      record.adyen_payment_method,
      ...(record.adyen_payment_method_classes ?? []),
      record.phone.sales,
      record.phone.vipsales,
      record.phone.pro,
    ];
    for (const secret of secrets) {
      if (typeof secret === 'string') expect(json, secret).not.toContain(secret);
    }
    for (const name of ['email', 'analytics', 'adyen', 'slack', 'livechat', 'pricingkey']) {
      expect(json.toLowerCase()).not.toContain(name);
    }
  });
});
