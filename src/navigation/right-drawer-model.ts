import { assertLanguage, type Language } from '../i18n/languages.ts';
import type { PublicSite } from '../markets/public-site.ts';
import { accountMenu } from './menus.ts';
import { resolveLinks } from './resolve-menu.ts';
import type { RightDrawerModel, Role } from './types.ts';

/** The right drawer (mobile user menu); null for logged-out visitors, who have none (spec §2). */
export function rightDrawerModel(
  site: PublicSite,
  language: Language,
  role: Role,
): RightDrawerModel | null {
  if (role === 'logged-out') return null;
  const context = { site, language: assertLanguage(language), role, surface: 'mobile' as const };
  return { labelId: 'drawer.userMenu', items: resolveLinks(accountMenu[role], context) };
}
