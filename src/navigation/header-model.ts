import { assertLanguage, type Language } from '../i18n/languages.ts';
import { homeHref } from './home-href.ts';
import { accountMenu, mainNavigation, studioOrPro, supportMenu } from './menus.ts';
import { resolveLinks, resolveMenu, type PlacementContext } from './resolve-menu.ts';
import type { MenuPlacement } from './placements.ts';
import type {
  ChromeOptions,
  HeaderAction,
  HeaderModel,
  HeaderVariant,
  NavSite,
  Role,
} from './types.ts';

// The header's own menus, which no drawer shows; the shared ones are in menus.ts.

/** spec §2: the top bar of blog pages, for every role. */
const blogTopBar: readonly MenuPlacement[] = [
  { link: 'getADesign' },
  { link: 'howItWorks' },
  { link: 'findADesigner' },
  { link: 'inspiration' },
  ...studioOrPro,
];

/** spec §2: the focused header shows only the support phone (the link's own rule keeps it from designers, §6). */
const focusedHeader: readonly MenuPlacement[] = [{ link: 'supportPhone' }];

const loggedInActions: readonly HeaderAction[] = [
  { kind: 'messages', id: 'messages', labelId: 'header.messages', href: '/messages' },
  {
    kind: 'notifications',
    id: 'notifications',
    labelId: 'header.notifications',
    href: '/notifications',
  },
  {
    kind: 'avatar',
    id: 'avatar',
    labelId: 'header.openUserMenu',
    src: '/avatars/current-user/32',
    opens: 'right-drawer',
  },
];

/**
 * Every menu headerModel resolves, whatever the role and variant: the rules a
 * projection of the site must serve. A function, so that bundles drop it.
 */
export function headerMenus(): (readonly MenuPlacement[])[] {
  return [
    ...Object.values(mainNavigation),
    blogTopBar,
    ...Object.values(supportMenu),
    focusedHeader,
    ...Object.values(accountMenu),
  ];
}

/** What the header shows for a site, language, role and variant (spec §2 "Header behaviour per role"). */
export function headerModel(
  site: NavSite,
  language: Language,
  role: Role,
  variant: HeaderVariant = 'default',
  options: ChromeOptions = {},
): HeaderModel {
  const context: PlacementContext = {
    site,
    language: assertLanguage(language),
    role,
    surface: 'desktop',
    ...(options.loginEnabled === false ? { loginEnabled: false } : {}),
  };
  const home = homeHref(role);

  if (variant === 'focused') {
    return {
      role,
      variant,
      homeHref: home,
      primary: [],
      actions: resolveMenu(focusedHeader, context),
      accountMenu: null,
      hasLeftDrawer: false,
    };
  }

  const loggedIn = role !== 'logged-out';
  return {
    role,
    variant,
    homeHref: home,
    primary: resolveMenu(variant === 'blog' ? blogTopBar : mainNavigation[role], context),
    actions: [...resolveMenu(supportMenu[role], context), ...(loggedIn ? loggedInActions : [])],
    accountMenu: loggedIn ? resolveLinks(accountMenu[role], context) : null,
    hasLeftDrawer: true,
  };
}
