import { assertLanguage, type Language } from '../i18n/languages.ts';
import type { PublicSite } from '../markets/public-site.ts';
import { languageSwitcherModel } from './language-switcher-model.ts';
import { mainNavigation, supportMenu } from './menus.ts';
import { resolveMenu } from './resolve-menu.ts';
import type { PlacementContext } from './show-rule.ts';
import type { ChromeOptions, LeftDrawerModel, Role } from './types.ts';

/**
 * The left drawer (mobile main navigation): the role's main navigation, then
 * its help and sign-in items. Blog pages use it too: the blog bar is desktop only.
 */
export function leftDrawerModel(
  site: PublicSite,
  language: Language,
  role: Role,
  options: ChromeOptions = {},
): LeftDrawerModel {
  const context: PlacementContext = {
    site,
    language: assertLanguage(language),
    role,
    surface: 'mobile',
    ...(options.loginEnabled === false ? { loginEnabled: false } : {}),
  };
  return {
    labelId: 'drawer.mainMenu',
    entries: [
      ...resolveMenu(mainNavigation[role], context),
      ...resolveMenu(supportMenu[role], context),
    ],
    languageSwitcher: languageSwitcherModel(site, language),
  };
}
