import { languageOf, toBcp47 } from '../i18n/locale.ts';
import type { MarketRecord } from '../../markets/schema.ts';
import type { PublicSite } from './public-site.ts';

// The part of a market record that a browser may see. Listed field by field
// on purpose: a new private field in the record can never leak by default.

export function toPublicSite(key: string, record: MarketRecord): PublicSite {
  return {
    key,
    sitegroup: record.sitegroup,
    name: record.name,
    domain: record.domain,
    locale: toBcp47(record.locale),
    language: languageOf(record.locale),
    acceptedLocales: record.accepted_locales.map(toBcp47),
    currency: record.currency,
    capabilities: { ...record.capabilities },
    socialMedia: { facebook: record.socialmedia.facebook, twitter: record.socialmedia.twitter },
    supportPhone: record.phone.support === false ? null : record.phone.support,
    officeHours: record.phone.office_hours === false ? null : record.phone.office_hours,
  };
}
