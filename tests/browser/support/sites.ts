import type { MarketRecord } from '../../../markets/schema.ts';
import { toPublicSite } from '../../../src/markets/project.ts';
import type { PublicSite } from '../../../src/markets/public-site.ts';
import usEn from '../../../markets/us-en.json';
import deDe from '../../../markets/de-de.json';
import jpJa from '../../../markets/jp-ja.json';
import gbEn from '../../../markets/gb-en.json';

// Real market files, projected as the browser sees them: the shell is tested
// and photographed with the data it will show.

export const sites = {
  /** English, two accepted locales (en-US, es-US), support phone with hours. */
  us: toPublicSite('us-en', usEn as MarketRecord),
  /** German, two accepted locales (de-DE, en-DE). */
  de: toPublicSite('de-de', deDe as MarketRecord),
  /** Japanese, two accepted locales (ja-JP, en-JP). */
  jp: toPublicSite('jp-ja', jpJa as MarketRecord),
  /** English, one accepted locale: no language switcher. */
  gb: toPublicSite('gb-en', gbEn as MarketRecord),
} satisfies Record<string, PublicSite>;

/** The same site without a support phone. */
export function withoutPhone(site: PublicSite): PublicSite {
  return { ...site, supportPhone: null, officeHours: null };
}
