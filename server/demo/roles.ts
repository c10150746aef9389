export const demoRoles = ['logged-out', 'contest-holder', 'designer'] as const;
export type DemoRole = (typeof demoRoles)[number];

export const demoVariants = ['default', 'focused', 'reduced', 'blog'] as const;
export type DemoVariant = (typeof demoVariants)[number];

/** The header's own variants (src/elements/specs/site-header.ts). */
export function headerVariantOf(variant: DemoVariant): 'default' | 'focused' | 'blog' {
  return variant === 'reduced' ? 'default' : variant;
}

/** The footer's own variants (src/elements/specs/site-footer.ts). */
export function footerVariantOf(variant: DemoVariant): 'full' | 'focused' | 'reduced' {
  return variant === 'focused' || variant === 'reduced' ? variant : 'full';
}

/** The markets the index page links first (the others are listed below them). */
export const featuredSites = ['us-en', 'de-de', 'ch-fr', 'jp-ja', 'nl-nl', 'gw-de-de'];

/** Where each role's page "is" on the legacy site, for current-path. */
export function defaultPath(role: DemoRole, variant: DemoVariant): string {
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
  role: DemoRole;
  variant?: DemoVariant | undefined;
}): string {
  const query = new URLSearchParams({ site: options.site });
  if (options.locale) query.set('locale', options.locale);
  query.set('role', options.role);
  if (options.variant && options.variant !== 'default') query.set('variant', options.variant);
  return `/demo?${query.toString()}`;
}
