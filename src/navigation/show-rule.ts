import type { FooterVariant, NavContext, ShowRule, Surface } from './types.ts';

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
  if (rule.capability && !site.capabilities[rule.capability]) return false;
  if (rule.requiresSupportPhone && !site.supportPhone?.trim()) return false;
  if (rule.requiresLogin && context.loginEnabled === false) return false;
  if (rule.surfaces && surface && !rule.surfaces.includes(surface)) return false;
  if (rule.footerVariants && footerVariant && !rule.footerVariants.includes(footerVariant)) {
    return false;
  }
  return true;
}
