import { assertLanguage, type Language } from '../i18n/languages.ts';
import type { PublicSite } from '../markets/public-site.ts';
import { footerLayouts, legalLinks } from './footer-groups.ts';
import { homeHref } from './home-href.ts';
import { resolveGroup, resolveItem, resolveLinks, type PlacementContext } from './resolve-menu.ts';
import { socialLinks } from './social-links.ts';
import type { FooterModel, FooterVariant, NavItem, PhoneLink, Role } from './types.ts';

const phoneOrNull = (item: NavItem | null): PhoneLink | null =>
  item?.kind === 'phone' ? item : null;

/** What the footer shows (spec §2 "Footer variants", legal and social links). */
export function footerModel(
  site: PublicSite,
  language: Language,
  role: Role,
  variant: FooterVariant = 'full',
): FooterModel {
  const context: PlacementContext = {
    site,
    language: assertLanguage(language),
    role,
    footerVariant: variant,
  };
  return {
    variant,
    homeHref: homeHref(role),
    groups: footerLayouts[variant]
      .map((group) => resolveGroup(group, context))
      .filter((group) => group !== null),
    legal: resolveLinks(legalLinks, context),
    social: socialLinks(site),
    // The link table's rules: a configured number, and not for designers (spec §6).
    supportPhone: phoneOrNull(resolveItem({ link: 'supportPhone' }, context)),
    copyrightLabelId: 'footer.copyright',
  };
}
