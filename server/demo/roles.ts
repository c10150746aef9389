import {
  footerVariants,
  headerVariants,
  type FooterVariant,
  type HeaderVariant,
  type Role,
} from '../../src/navigation/types.ts';

// A demo page shows a header and a footer. Its `variant` is one of theirs
// (src/elements/specs/site-header.ts, site-footer.ts): the element that has it
// shows it, the other its default. `focused` is both's.

const defaultHeader: HeaderVariant = 'default';
const defaultFooter: FooterVariant = 'full';

/** Every header and every footer variant; the header's default stands for the footer's. */
export type DemoVariant = Exclude<HeaderVariant | FooterVariant, typeof defaultFooter>;

export const demoVariants: readonly DemoVariant[] = [
  ...new Set([...headerVariants, ...footerVariants]),
].filter((variant): variant is DemoVariant => variant !== defaultFooter);

const isHeaderVariant = (variant: string): variant is HeaderVariant =>
  (headerVariants as readonly string[]).includes(variant);
const isFooterVariant = (variant: string): variant is FooterVariant =>
  (footerVariants as readonly string[]).includes(variant);

/** The header's own variant on a demo page. */
export function headerVariantOf(variant: DemoVariant): HeaderVariant {
  return isHeaderVariant(variant) ? variant : defaultHeader;
}

/** The footer's own variant on a demo page. */
export function footerVariantOf(variant: DemoVariant): FooterVariant {
  return isFooterVariant(variant) ? variant : defaultFooter;
}

/** The markets the index page links first (the others are listed below them). */
export const featuredSites = ['us-en', 'de-de', 'ch-fr', 'jp-ja', 'nl-nl', 'gw-de-de'];

/** Where each role's page "is" on the legacy site, for current-path. */
export function defaultPath(role: Role, variant: DemoVariant): string {
  if (variant === 'blog') return '/blog/';
  if (variant === 'focused') return '/contests/new';
  if (role === 'contest-holder') return '/work';
  if (role === 'designer') return '/contests/browse';
  return '/';
}

/** A demo page address. */
export function demoHref(options: {
  site: string;
  locale?: string | undefined;
  role: Role;
  variant?: DemoVariant | undefined;
}): string {
  const query = new URLSearchParams({ site: options.site });
  if (options.locale) query.set('locale', options.locale);
  query.set('role', options.role);
  if (options.variant && options.variant !== 'default') query.set('variant', options.variant);
  return `/demo?${query.toString()}`;
}
