import type { Messages } from '../../../src/i18n/message-id.ts';
import type { PublicSite } from '../../../src/markets/public-site.ts';
import {
  footerVariants,
  headerVariants,
  type FooterVariant,
  type HeaderVariant,
} from '../../../src/navigation/types.ts';
import { catalogues } from './messages.ts';
import { sites } from './sites.ts';

// What the whole-page tests (axe, layout, screenshots) go through, from the
// lists the element specs are built from (src/navigation/types.ts), so that a
// new role or variant is tested without editing each test. The roles are
// `roles` itself.

export interface PageVariant {
  header: HeaderVariant;
  footer: FooterVariant;
}

/**
 * The fewest pages that show every header and every footer variant: the two
 * lists side by side, the shorter one starting again (default with full,
 * focused with focused, blog with reduced).
 */
export const pageVariants: readonly PageVariant[] = Array.from(
  { length: Math.max(headerVariants.length, footerVariants.length) },
  (_, index) => ({
    header: headerVariants[index % headerVariants.length] ?? 'default',
    footer: footerVariants[index % footerVariants.length] ?? 'full',
  }),
);

export interface LayoutLanguage {
  code: 'en' | 'de' | 'ja';
  site: PublicSite;
  locale: string;
  messages: Messages;
}

/** The languages layouts are checked in: English, German (long words), Japanese (another script). */
export const layoutLanguages: readonly LayoutLanguage[] = [
  { code: 'en', site: sites.us, locale: 'en-US', messages: catalogues.en },
  { code: 'de', site: sites.de, locale: 'de-DE', messages: catalogues.de },
  { code: 'ja', site: sites.jp, locale: 'ja-JP', messages: catalogues.ja },
];
