import { assertLanguage, type Language } from '../i18n/languages.ts';
import type { PublicSite } from '../markets/public-site.ts';
import { footerLayouts, legalLinks } from './footer-groups.ts';
import { homeHref } from './home-href.ts';
import { resolveGroup, resolveLinks } from './resolve-menu.ts';
import type { PlacementContext } from './show-rule.ts';
import { socialLinks } from './social-links.ts';
import { supportPhoneLink } from './support-phone.ts';
import type { FooterModel, FooterVariant, Role } from './types.ts';

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
    supportPhone: supportPhoneLink(site),
    copyrightLabelId: 'footer.copyright',
  };
}
