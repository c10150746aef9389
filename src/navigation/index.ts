// The navigation model: what the header, drawers and footer show, as data.
export { headerModel } from './header-model.ts';
export { leftDrawerModel } from './left-drawer-model.ts';
export { rightDrawerModel } from './right-drawer-model.ts';
export { footerModel } from './footer-model.ts';
export { languageSwitcherModel } from './language-switcher-model.ts';
export { supportPhoneLink, telHref } from './resolve-menu.ts';
export { homeHref } from './home-href.ts';
export { linkTable, type LinkId } from './links.ts';
export { roles, signedInRoles, headerVariants, footerVariants } from './types.ts';
export type * from './types.ts';
