import sites from 'virtual:public-sites';
import { footerVariants, headerVariants } from '../../navigation/types.ts';
import type { AttributeInput } from './parse-attributes.ts';

/** One file of dist-elements/fragments/: where it goes, and the element it holds. */
export interface StaticFragment {
  /** Relative to dist-elements/fragments/, e.g. `de-de/de-DE/site-header.default.html`. */
  path: string;
  tag: string;
  attributes: AttributeInput;
}

/**
 * The logged-out chrome of every site, locale and variant, for templates
 * that can only include a file: the header (holding the drawers, so that it
 * works before any script), the footer, and the left drawer alone for pages
 * that place it themselves. No current path (no link is marked current until
 * the bundle marks the page's own).
 */
export function staticFragments(): StaticFragment[] {
  const fragments: StaticFragment[] = [];
  for (const site of Object.values(sites)) {
    for (const locale of site.acceptedLocales) {
      const shared = { site: site.key, locale };
      const at = (file: string) => `${site.key}/${locale}/${file}`;
      for (const variant of headerVariants) {
        fragments.push({
          path: at(`site-header.${variant}.html`),
          tag: 'site-header',
          attributes: { ...shared, variant, drawers: true },
        });
      }
      for (const variant of footerVariants) {
        fragments.push({
          path: at(`site-footer.${variant}.html`),
          tag: 'site-footer',
          attributes: { ...shared, variant },
        });
      }
      fragments.push({
        path: at('site-drawer.left.html'),
        tag: 'site-drawer',
        attributes: { ...shared, side: 'left' },
      });
    }
  }
  return fragments;
}
