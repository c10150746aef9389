import type { ComponentType } from 'react';
import type { Messages } from '../../i18n/message-id.ts';
import { LeftDrawer, type LeftDrawerSite } from '../../islands/LeftDrawer.tsx';
import { SiteHeader, type HeaderSite, type SiteHeaderProps } from '../../islands/SiteHeader.tsx';
import type { ShellViewProps } from '../../islands/shell-props.ts';
import type { PublicSite } from '../../markets/public-site.ts';
import { headerMenus } from '../../navigation/header-model.ts';
import { leftDrawerMenus } from '../../navigation/left-drawer-model.ts';
import type { MenuPlacement } from '../../navigation/placements.ts';
import { capabilitiesChecked } from '../../navigation/resolve-menu.ts';
import type { NavSite } from '../../navigation/types.ts';
import type { PageContext } from '../page-context.ts';
import { renderedMessages } from './rendered-messages.ts';

// The props of the chrome (header, drawer, footer) on a microsite page: the
// logged-out chrome of the page's site, with login switched off.
//
// One way to change language on the microsite: the awards bar's language
// menu (MicrositeBar.astro), which leads to the same page in the other
// languages and stays on the microsite. A microsite site is in one language,
// so its chrome accepts that locale only, and the chrome's own language
// switcher (footer and drawer), which leads to the marketplace's
// /user/switch-language/…, is not shown (spec §2: only with more than one
// accepted locale).

/** The market's site as the microsite's chrome sees it: in the page's locale only. */
export function micrositeChromeSite(site: PublicSite): PublicSite {
  return { ...site, acceptedLocales: [site.locale] };
}

export function chromeProps(context: PageContext, currentPath: string): ShellViewProps {
  return {
    site: micrositeChromeSite(context.publicSite),
    locale: context.publicSite.locale,
    messages: context.chromeMessages,
    role: 'logged-out',
    // The microsite has no accounts: no Log in link in the header or the drawer.
    loginEnabled: false,
    currentPath,
  };
}

// An island's props are serialized into every page: each island gets only the
// fields of the site its view declares it reads (HeaderSite, LeftDrawerSite),
// of the capabilities only those its menus check, and only the messages it
// renders.

function navSite(site: PublicSite, menus: readonly (readonly MenuPlacement[])[]): NavSite {
  const flags = capabilitiesChecked(menus);
  return {
    capabilities: Object.fromEntries(flags.map((flag) => [flag, site.capabilities[flag]])),
    supportPhone: site.supportPhone,
    officeHours: site.officeHours,
  };
}

export function headerSite(site: PublicSite): HeaderSite {
  return { ...navSite(site, headerMenus()), sitegroup: site.sitegroup };
}

export function leftDrawerSite(site: PublicSite): LeftDrawerSite {
  return { ...navSite(site, leftDrawerMenus()), acceptedLocales: site.acceptedLocales };
}

/** The header island's props, from the page's chrome props. */
export function headerIslandProps(chrome: ShellViewProps): SiteHeaderProps {
  return islandProps(SiteHeader, { ...chrome, site: headerSite(chrome.site), mainId: 'main' });
}

/** The left drawer island's props, from the page's chrome props. */
export function leftDrawerIslandProps(chrome: ShellViewProps): ShellViewProps<LeftDrawerSite> {
  return islandProps(LeftDrawer, { ...chrome, site: leftDrawerSite(chrome.site) });
}

// By view (a function or class: an object), then by its props without the path.
const cache = new WeakMap<object, Map<string, Messages>>();

/**
 * `props` with only the messages `View` renders (rendered-messages.ts), for
 * an island. Found once per view and site, not per page: the current path
 * only marks a link as current and adds no text.
 */
export function islandProps<P extends ShellViewProps<object>>(View: ComponentType<P>, props: P): P {
  const byProps = cache.get(View) ?? new Map<string, Messages>();
  cache.set(View, byProps);
  const key = JSON.stringify({ ...props, messages: undefined, currentPath: undefined });
  let messages = byProps.get(key);
  if (!messages) {
    messages = renderedMessages(View, props);
    byProps.set(key, messages);
  }
  return { ...props, messages };
}
