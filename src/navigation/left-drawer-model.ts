import { assertLanguage, type Language } from '../i18n/languages.ts';
import type { PublicSite } from '../markets/public-site.ts';
import { languageSwitcherModel } from './language-switcher-model.ts';
import { mainNavigation, supportMenu } from './menus.ts';
import type { MenuPlacement } from './placements.ts';
import { resolveMenu, type PlacementContext } from './resolve-menu.ts';
import type { ChromeOptions, LeftDrawerModel, NavSite, Role } from './types.ts';

/**
 * Every menu leftDrawerModel resolves, whatever the role: the rules a
 * projection of the site must serve. A function, so that bundles drop it.
 */
export function leftDrawerMenus(): (readonly MenuPlacement[])[] {
  return [...Object.values(mainNavigation), ...Object.values(supportMenu)];
}

/**
 * The left drawer (mobile main navigation): the role's main navigation, then
 * its help and sign-in items. Blog pages use it too: the blog bar is desktop only.
 */
export function leftDrawerModel(
  site: NavSite & Pick<PublicSite, 'acceptedLocales'>,
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
