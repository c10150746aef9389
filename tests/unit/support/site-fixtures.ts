import { capabilityFlags, type Capabilities } from '../../../src/markets/capabilities.ts';
import type { PublicSite } from '../../../src/markets/public-site.ts';

// Test sites for the navigation model. Independent of the real market files:
// each test states the values it depends on.

export function capabilities(on: Partial<Capabilities> = {}): Capabilities {
  const all = Object.fromEntries(capabilityFlags.map((flag) => [flag, false])) as Capabilities;
  return { ...all, ...on };
}

/** A Swiss German site: four accepted locales, a support phone with office hours, no capabilities on. */
export function siteFixture(overrides: Partial<PublicSite> = {}): PublicSite {
  return {
    key: 'ch-de',
    sitegroup: 'designmarket',
    name: 'Designmarket Schweiz',
    domain: 'designmarket.ch',
    locale: 'de-CH',
    language: 'de',
    acceptedLocales: ['de-CH', 'en-CH', 'fr-CH', 'it-CH'],
    currency: 'CHF',
    capabilities: capabilities(),
    socialMedia: { facebook: 'designmarket.ch', twitter: 'designmarket_ch' },
    supportPhone: '+41 44 505 12 34',
    officeHours: 'Mo–Fr 9–17 Uhr',
    ...overrides,
  };
}

/** A site with one accepted locale and no support phone. */
export function singleLocaleSiteWithoutPhone(overrides: Partial<PublicSite> = {}): PublicSite {
  return siteFixture({
    key: 'dk',
    name: 'Designmarket Danmark',
    domain: 'designmarket.dk',
    locale: 'en-DK',
    language: 'en',
    acceptedLocales: ['en-DK'],
    currency: 'DKK',
    supportPhone: null,
    officeHours: null,
    ...overrides,
  });
}
