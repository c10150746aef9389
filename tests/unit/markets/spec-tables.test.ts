import { describe, expect, it } from 'vitest';
import { loadValidMarkets } from '../../../src/markets/load.ts';
import type { MarketRecord } from '../../../markets/schema.ts';

// Spec §9 "Markets", "Accepted locales", "Other per-market rules", row by row.
// Every expected value below is typed in from the spec (or, where the spec says
// "not shown", from the decisions in the brief), never read from the data.

interface CountryRow {
  /** Site keys of the main brand, main language first. */
  sites: string[];
  currency: string;
  pricingkey: string;
  /** The bare country domain (decision: Designmarket domains). */
  domain: string;
}

const countries: Record<string, CountryRow> = {
  Austria: {
    sites: ['at-de', 'at-en'],
    currency: 'EUR',
    pricingkey: 'at',
    domain: 'designmarket.at',
  },
  Belgium: {
    sites: ['be-nl', 'be-fr', 'be-en'],
    currency: 'EUR',
    pricingkey: 'be',
    domain: 'designmarket.be',
  },
  Canada: {
    sites: ['ca-en', 'ca-fr'],
    currency: 'CAD',
    pricingkey: 'ca',
    domain: 'designmarket.ca',
  },
  Switzerland: {
    sites: ['ch-de', 'ch-en', 'ch-fr', 'ch-it'],
    currency: 'CHF',
    pricingkey: 'ch',
    domain: 'designmarket.ch',
  },
  Chile: {
    sites: ['cl-es', 'cl-en'],
    currency: 'USD',
    pricingkey: 'us',
    domain: 'designmarket.cl',
  },
  UK: { sites: ['gb-en'], currency: 'GBP', pricingkey: 'uk', domain: 'designmarket.co.uk' },
  Australia: { sites: ['au-en'], currency: 'AUD', pricingkey: 'au', domain: 'designmarket.com.au' },
  Brazil: {
    sites: ['br-pt', 'br-en'],
    currency: 'USD',
    pricingkey: 'us',
    domain: 'designmarket.com.br',
  },
  Colombia: {
    sites: ['co-es', 'co-en'],
    currency: 'USD',
    pricingkey: 'us',
    domain: 'designmarket.com.co',
  },
  US: { sites: ['us-en', 'us-es'], currency: 'USD', pricingkey: 'us', domain: 'designmarket.com' },
  Mexico: {
    sites: ['mx-es', 'mx-en'],
    currency: 'MXN',
    pricingkey: 'mx',
    domain: 'designmarket.com.mx',
  },
  Singapore: { sites: ['sg-en'], currency: 'SGD', pricingkey: 'sg', domain: 'designmarket.com.sg' },
  Germany: {
    sites: ['de-de', 'de-en'],
    currency: 'EUR',
    pricingkey: 'de',
    domain: 'designmarket.de',
  },
  Denmark: { sites: ['dk-en'], currency: 'DKK', pricingkey: 'dk', domain: 'designmarket.dk' },
  Spain: {
    sites: ['es-es', 'es-en'],
    currency: 'EUR',
    pricingkey: 'es',
    domain: 'designmarket.es',
  },
  France: {
    sites: ['fr-fr', 'fr-en'],
    currency: 'EUR',
    pricingkey: 'fr',
    domain: 'designmarket.fr',
  },
  'Hong Kong': {
    sites: ['hk-en'],
    currency: 'HKD',
    pricingkey: 'hk',
    domain: 'designmarket.com.hk',
  },
  Ireland: { sites: ['ie-en'], currency: 'EUR', pricingkey: 'ie', domain: 'designmarket.ie' },
  Italy: {
    sites: ['it-it', 'it-en'],
    currency: 'EUR',
    pricingkey: 'it',
    domain: 'designmarket.it',
  },
  Japan: {
    sites: ['jp-ja', 'jp-en'],
    currency: 'JPY',
    pricingkey: 'jp',
    domain: 'designmarket.jp',
  },
  Netherlands: {
    sites: ['nl-nl', 'nl-en'],
    currency: 'EUR',
    pricingkey: 'nl',
    domain: 'designmarket.nl',
  },
  Norway: { sites: ['no-en'], currency: 'NOK', pricingkey: 'no', domain: 'designmarket.no' },
  Portugal: {
    sites: ['pt-pt', 'pt-en'],
    currency: 'EUR',
    pricingkey: 'pt',
    domain: 'designmarket.pt',
  },
};

/** Spec §9 "Accepted locales", in the spec's order. */
const specAcceptedLocales: Record<string, string[]> = {
  Austria: ['de_AT', 'en_AT'],
  Belgium: ['nl_BE', 'fr_BE', 'en_BE'],
  Switzerland: ['de_CH', 'en_CH', 'fr_CH', 'it_CH'],
  Chile: ['es_CL', 'en_CL'],
  Brazil: ['pt_BR', 'en_BR'],
  Colombia: ['es_CO', 'en_CO'],
  US: ['en_US', 'es_US'],
  Mexico: ['es_MX', 'en_MX'],
  Germany: ['de_DE', 'en_DE'],
  Spain: ['es_ES', 'en_ES'],
  France: ['fr_FR', 'en_FR'],
  Italy: ['it_IT', 'en_IT'],
  Japan: ['ja_JP', 'en_JP'],
  Netherlands: ['nl_NL', 'en_NL'],
  Portugal: ['pt_PT', 'en_PT'],
};

/** "Other markets: not shown": the placeholders decided for them. */
const decidedAcceptedLocales: Record<string, string[]> = {
  Canada: ['en_CA', 'fr_CA'],
  UK: ['en_GB'],
  Australia: ['en_AU'],
  Singapore: ['en_SG'],
  Denmark: ['en_DK'],
  'Hong Kong': ['en_HK'],
  Ireland: ['en_IE'],
  Norway: ['en_NO'],
};

const gdprTrue = [
  'Austria',
  'Belgium',
  'Germany',
  'Spain',
  'France',
  'Ireland',
  'Italy',
  'Netherlands',
  'Portugal',
  'Switzerland',
  'Denmark',
  'Norway',
  'UK',
];
const gdprFalse = [
  'US',
  'Canada',
  'Australia',
  'Chile',
  'Brazil',
  'Colombia',
  'Mexico',
  'Hong Kong',
  'Singapore',
  'Japan',
];

const localBlogSites = ['at-de', 'at-en', 'ch-de', 'ch-fr', 'de-de', 'de-en', 'fr-fr', 'fr-en'];
const printPartnerSites = ['ca-en', 'ca-fr', 'au-en', 'us-en', 'us-es'];
const usSites = ['us-en', 'us-es'];

const secondBrandSites = ['gw-at-de', 'gw-at-en', 'gw-ch-de', 'gw-ch-en', 'gw-de-de', 'gw-de-en'];

const sites = new Map(loadValidMarkets().map(({ key, record }) => [key, record]));

function site(key: string): MarketRecord {
  const record = sites.get(key);
  if (!record) throw new Error(`no market file for site "${key}"`);
  return record;
}

const countryRows = Object.entries(countries);
const mainBrandSites = countryRows.flatMap(([, row]) => row.sites);
const allSites = [...mainBrandSites, ...secondBrandSites];

describe('the set of sites', () => {
  it('has exactly the 23 countries with their language sites and the second brand', () => {
    expect(countryRows).toHaveLength(23);
    expect([...sites.keys()].sort()).toEqual([...allSites].sort());
  });

  it('puts every main-brand site in the designmarket group, the second brand in its own', () => {
    for (const key of mainBrandSites) expect(site(key).sitegroup, key).toBe('designmarket');
    for (const key of secondBrandSites) expect(site(key).sitegroup, key).toBe('gestaltwerk');
  });

  it('gives the second brand German, Austrian and Swiss German sites', () => {
    expect(site('gw-de-de').locale).toBe('de_DE');
    expect(site('gw-at-de').locale).toBe('de_AT');
    expect(site('gw-ch-de').locale).toBe('de_CH');
    expect(site('gw-de-de').domain).toBe('gestaltwerk.de');
    expect(site('gw-at-de').domain).toBe('gestaltwerk.at');
    expect(site('gw-ch-de').domain).toBe('gestaltwerk.ch');
  });
});

describe('§9 Markets: currency and pricing key per country', () => {
  it.each(countryRows)('%s', (_country, row) => {
    for (const key of row.sites) {
      expect(site(key).currency, key).toBe(row.currency);
      expect(site(key).pricingkey, key).toBe(row.pricingkey);
    }
  });

  it('prices Chile, Brazil and Colombia in USD with the us key', () => {
    for (const key of ['cl-es', 'cl-en', 'br-pt', 'br-en', 'co-es', 'co-en']) {
      expect([site(key).currency, site(key).pricingkey], key).toEqual(['USD', 'us']);
    }
  });

  it('gives the second brand the currency of its country', () => {
    for (const key of ['gw-de-de', 'gw-de-en', 'gw-at-de', 'gw-at-en']) {
      expect(site(key).currency, key).toBe('EUR');
    }
    for (const key of ['gw-ch-de', 'gw-ch-en']) expect(site(key).currency, key).toBe('CHF');
  });
});

describe('§9 domains: the main language on the country domain, others on language sub-domains', () => {
  it.each(countryRows)('%s', (_country, row) => {
    const [main, ...variants] = row.sites;
    expect(site(main ?? '').domain).toBe(row.domain);
    for (const key of variants) {
      const language = key.slice(-2);
      expect(site(key).domain, key).toBe(`${language}.${row.domain}`);
      // Spec: "optional language sub-domains for English, Spanish, French and Italian variants".
      expect(['en', 'es', 'fr', 'it'], key).toContain(language);
    }
  });

  it('spells a few domains exactly as decided', () => {
    expect(site('us-en').domain).toBe('designmarket.com');
    expect(site('us-es').domain).toBe('es.designmarket.com');
    expect(site('gb-en').domain).toBe('designmarket.co.uk');
    expect(site('ch-fr').domain).toBe('fr.designmarket.ch');
    expect(site('de-en').domain).toBe('en.designmarket.de');
    expect(site('gw-de-en').domain).toBe('en.gestaltwerk.de');
  });
});

describe('§9 Accepted locales', () => {
  it.each(Object.entries(specAcceptedLocales))('%s (spec row)', (country, locales) => {
    for (const key of countries[country]?.sites ?? []) {
      expect(site(key).accepted_locales, key).toEqual(locales);
    }
  });

  it.each(Object.entries(decidedAcceptedLocales))('%s (placeholder)', (country, locales) => {
    for (const key of countries[country]?.sites ?? []) {
      expect(site(key).accepted_locales, key).toEqual(locales);
    }
  });

  it('gives every site the locale of its own language and country', () => {
    const expected: Record<string, string> = {
      'ch-de': 'de_CH',
      'ch-en': 'en_CH',
      'ch-fr': 'fr_CH',
      'ch-it': 'it_CH',
      'us-es': 'es_US',
      'jp-ja': 'ja_JP',
      'gb-en': 'en_GB',
      'be-nl': 'nl_BE',
      'br-pt': 'pt_BR',
      'gw-ch-en': 'en_CH',
    };
    for (const [key, locale] of Object.entries(expected))
      expect(site(key).locale, key).toBe(locale);
  });
});

describe('§9 Other per-market rules', () => {
  it('local payment methods: Austria bank transfer online, Germany plus direct debit, Netherlands iDEAL', () => {
    const expected: Record<string, string[]> = {
      'at-de': ['bank-transfer-online'],
      'at-en': ['bank-transfer-online'],
      'gw-at-de': ['bank-transfer-online'],
      'gw-at-en': ['bank-transfer-online'],
      'de-de': ['bank-transfer-online', 'direct-debit'],
      'de-en': ['bank-transfer-online', 'direct-debit'],
      'gw-de-de': ['bank-transfer-online', 'direct-debit'],
      'gw-de-en': ['bank-transfer-online', 'direct-debit'],
      'nl-nl': ['ideal'],
      'nl-en': ['ideal'],
    };
    for (const key of allSites) {
      const record = site(key);
      const classes = expected[key];
      if (classes) {
        expect(record.adyen_payment_method_classes, key).toEqual(classes);
        expect(record.adyen_payment_method, key).toMatch(/\S/);
      } else {
        expect(record.adyen_payment_method, key).toBeUndefined();
        expect(record.adyen_payment_method_classes, key).toBeUndefined();
      }
    }
    expect(site('nl-nl').adyen_payment_method).toBe('iDEAL');
  });

  it.each(gdprTrue)('gdpr_compliance is true in %s', (country) => {
    for (const key of countries[country]?.sites ?? []) {
      expect(site(key).capabilities.gdpr_compliance, key).toBe(true);
    }
  });

  it.each(gdprFalse)('gdpr_compliance is false in %s', (country) => {
    for (const key of countries[country]?.sites ?? []) {
      expect(site(key).capabilities.gdpr_compliance, key).toBe(false);
    }
  });

  it('the gdpr lists cover all 23 countries', () => {
    expect([...gdprTrue, ...gdprFalse].sort()).toEqual(Object.keys(countries).sort());
  });

  it('local_blog: Austria, Switzerland German and French, Germany, France; no other site', () => {
    for (const key of mainBrandSites) {
      expect(site(key).capabilities.local_blog, key).toBe(localBlogSites.includes(key));
    }
    expect(site('ch-fr').capabilities.local_blog).toBe(true);
    expect(site('ch-de').capabilities.local_blog).toBe(true);
    expect(site('ch-en').capabilities.local_blog).toBe(false);
    expect(site('ch-it').capabilities.local_blog).toBe(false);
  });

  it('print_partners: Canada, Australia and US only', () => {
    for (const key of allSites) {
      expect(site(key).capabilities.print_partners, key).toBe(printPartnerSites.includes(key));
    }
  });

  it.each(['print_job', 'can_use_stored_payment_devices', 'curebit'] as const)(
    '%s: only in the US, across every site of both brands',
    (flag) => {
      for (const key of allSites) {
        expect(site(key).capabilities[flag], key).toBe(usSites.includes(key));
      }
    },
  );
});

describe('§9 Other per-market rules: the second brand (Gestaltwerk) rows', () => {
  // Spec §9: "gdpr_compliance true in EU markets, Switzerland, …" and
  // "local_blog true for Austria, Switzerland (German and French), Germany,
  // France", applied to the second brand's sites, typed in here.
  const secondBrandRows: Record<string, { gdpr_compliance: boolean; local_blog: boolean }> = {
    'gw-de-de': { gdpr_compliance: true, local_blog: true },
    'gw-de-en': { gdpr_compliance: true, local_blog: true },
    'gw-at-de': { gdpr_compliance: true, local_blog: true },
    'gw-at-en': { gdpr_compliance: true, local_blog: true },
    'gw-ch-de': { gdpr_compliance: true, local_blog: true },
    'gw-ch-en': { gdpr_compliance: true, local_blog: false },
  };

  it('covers every second-brand site', () => {
    expect(Object.keys(secondBrandRows).sort()).toEqual([...secondBrandSites].sort());
  });

  it.each(Object.entries(secondBrandRows))('%s', (key, row) => {
    const { gdpr_compliance, local_blog } = site(key).capabilities;
    expect({ gdpr_compliance, local_blog }).toEqual(row);
  });
});

describe('§9 "Support phone numbers differ per market"', () => {
  // The spec gives no values ("values: not shown"): these are the decided
  // placeholders of markets/README.md "Phones and office hours", one number
  // per market, shared by the market's language sites; false: none.
  const supportPhones: Record<string, string | false> = {
    at: '+43 1 205 11 60',
    au: '+61 2 5550 4120',
    be: '+32 2 808 51 40',
    br: '+55 11 3042 7710',
    ca: '+1 604 555 0150',
    ch: '+41 44 505 12 34',
    cl: '+56 2 2760 4410',
    co: '+57 601 508 4410',
    de: '+49 30 2555 7040',
    dk: '+45 32 72 44 10',
    es: '+34 910 60 44 10',
    fr: '+33 1 76 44 04 10',
    gb: '+44 20 7946 0120',
    'gw-at': '+43 1 360 77 20',
    'gw-ch': '+41 43 508 66 20',
    'gw-de': '+49 89 2190 6620',
    hk: false,
    ie: '+353 1 526 4410',
    it: '+39 02 9475 4410',
    jp: '+81 3 4578 4410',
    mx: '+52 55 4170 2210',
    nl: '+31 20 808 4410',
    no: '+47 21 93 44 10',
    pt: '+351 21 123 4410',
    sg: '+65 3159 4410',
    us: '+1 415 555 0142',
  };
  /** `gw-ch-de` → `gw-ch`, `ch-fr` → `ch`. */
  const marketOf = (key: string) => key.slice(0, key.lastIndexOf('-'));

  it.each(allSites)('%s has its market’s support phone', (key) => {
    expect(site(key).phone.support).toBe(supportPhones[marketOf(key)]);
  });

  it('lists every market, and no two markets share a number', () => {
    expect(Object.keys(supportPhones).sort()).toEqual([...new Set(allSites.map(marketOf))].sort());
    const numbers = Object.values(supportPhones).filter((number) => number !== false);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('decided placeholders the views depend on', () => {
  it('Hong Kong has no support phone and no office hours (the header’s no-phone path)', () => {
    expect(site('hk-en').phone.support).toBe(false);
    expect(site('hk-en').phone.office_hours).toBe(false);
  });

  it('the US English site has no moment.js locale (plain en); others name theirs', () => {
    expect(site('us-en').momentjs).toBeUndefined();
    expect(site('ch-fr').momentjs?.locale).toBe('fr-ch');
    expect(site('de-de').momentjs?.locale).toBe('de');
    expect(site('br-pt').momentjs?.locale).toBe('pt-br');
    expect(site('jp-ja').momentjs?.locale).toBe('ja');
  });

  it('featured-partners link and imprint are on for some sites and off for others', () => {
    expect(site('us-en').capabilities.can_display_featured_partners_link).toBe(true);
    expect(site('de-de').capabilities.can_display_featured_partners_link).toBe(false);
    expect(site('de-de').capabilities.about_imprint).toBe(true);
    expect(site('us-en').capabilities.about_imprint).toBe(false);
  });
});
