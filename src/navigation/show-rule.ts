import type { CapabilityFlag } from '../markets/capabilities.ts';
import type { FooterVariant, NavContext, NavSite, ShowRule, Surface } from './types.ts';

/** Where a link is about to be rendered; a rule about an absent dimension does not apply. */
export interface PlacementContext extends NavContext {
  surface?: Surface;
  footerVariant?: FooterVariant;
  /** False where login is switched off; absent means on. */
  loginEnabled?: boolean;
}

/** Whether a link with this rule shows in this context. */
export function isShown(rule: ShowRule, context: PlacementContext): boolean {
  const { site, language, role, surface, footerVariant } = context;
  if (rule.roles && !rule.roles.includes(role)) return false;
  if (rule.languages && !rule.languages.includes(language)) return false;
  if (rule.capability && !capabilityOn(site, rule.capability)) return false;
  if (rule.requiresSupportPhone && !site.supportPhone?.trim()) return false;
  if (rule.requiresLogin && context.loginEnabled === false) return false;
  if (rule.surfaces && surface && !rule.surfaces.includes(surface)) return false;
  if (rule.footerVariants && footerVariant && !rule.footerVariants.includes(footerVariant)) {
    return false;
  }
  return true;
}

function capabilityOn(site: NavSite, flag: CapabilityFlag): boolean {
  const on = site.capabilities[flag];
  // Only a projection that missed one of its menus' flags lacks one: not an "off".
  if (on === undefined) throw new Error(`The site's capabilities leave out ${flag}.`);
  return on;
}
