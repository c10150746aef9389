import type { Language } from '../i18n/languages.ts';
import type { Capabilities } from './capabilities.ts';

/**
 * What a browser may know about a site (../shared/design.md §4 "Markets").
 * Never e-mail addresses, analytics codes, payment configuration, slack or
 * livechat ids. Locales here are BCP 47 (`de-CH`), converted once.
 */
export interface PublicSite {
  /** The site key, e.g. `ch-fr` (country, language) or `gw-de-de` for the second brand. */
  key: string;
  sitegroup: string;
  name: string;
  domain: string;
  /** BCP 47, e.g. `fr-CH`. */
  locale: string;
  language: Language;
  /** BCP 47, in the order of the market file. */
  acceptedLocales: string[];
  currency: string;
  capabilities: Capabilities;
  socialMedia: { facebook: string; twitter: string };
  /** null when the site has no support phone. */
  supportPhone: string | null;
  /** null when the market file says `false`. */
  officeHours: string | null;
  // No momentjs.locale: the browser has no moment.js; the chrome formats with
  // Intl (formatLocaleOf), which a test ties to the market file's moment locale.
}
