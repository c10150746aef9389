import type { Capabilities, CapabilityFlag } from '../markets/capabilities.ts';
import type { Language } from '../i18n/languages.ts';
import type { MessageId } from '../i18n/message-id.ts';
import type { PublicSite } from '../markets/public-site.ts';

export type { MessageId };

export type Role = 'logged-out' | 'contest-holder' | 'designer';
export type HeaderVariant = 'default' | 'focused' | 'blog';
export type FooterVariant = 'full' | 'focused' | 'reduced';

/** Where a menu is rendered: the desktop header (bar and dropdowns) or a mobile drawer. */
export type Surface = 'desktop' | 'mobile';

export const roles: readonly Role[] = ['logged-out', 'contest-holder', 'designer'];
/** The roles with a user: unread counts, an account menu. */
export type SignedInRole = Exclude<Role, 'logged-out'>;
export const signedInRoles: readonly SignedInRole[] = roles.filter(
  (role): role is SignedInRole => role !== 'logged-out',
);
export const headerVariants: readonly HeaderVariant[] = ['default', 'focused', 'blog'];
export const footerVariants: readonly FooterVariant[] = ['full', 'focused', 'reduced'];

/** The rules that decide whether a link shows. An absent rule does not restrict. */
export interface ShowRule {
  roles?: readonly Role[];
  languages?: readonly Language[];
  /** Shown only when the site has this capability on. */
  capability?: CapabilityFlag;
  footerVariants?: readonly FooterVariant[];
  surfaces?: readonly Surface[];
  /** Shown only when the site has a support phone. */
  requiresSupportPhone?: boolean;
  /** Hidden where login is switched off (the awards microsite: spec §1). */
  requiresLogin?: boolean;
}

/** A row of the link table (links.ts). */
export interface LinkDefinition extends ShowRule {
  labelId: MessageId;
  /** `tel:` for the support phone: its number comes from the site. */
  href: string;
  /** The link's address in each language, where it differs by language (the awards microsite). */
  hrefIn?: (language: Language) => string;
  newTab: boolean;
}

/** A rendered link. */
export interface NavLink {
  kind: 'link';
  /** The link table key, stable across languages (use it as React key or test id). */
  id: string;
  labelId: MessageId;
  href: string;
  newTab: boolean;
}

/** The support phone as a link: label `header.callUs` with `{phone}`, tooltip `header.officeHours` with `{hours}`. */
export interface PhoneLink {
  kind: 'phone';
  id: 'supportPhone';
  labelId: 'header.callUs';
  /** `tel:` followed by the number without spaces or punctuation. */
  href: string;
  /** The number as the site writes it, for display. */
  number: string;
  /** null when the site has no office hours. */
  officeHours: string | null;
  newTab: false;
}

export type NavItem = NavLink | PhoneLink;

/** A titled list of links: a disclosure dropdown in the header, a section in a drawer, a footer column. */
export interface NavGroup {
  kind: 'group';
  id: string;
  labelId: MessageId;
  items: NavItem[];
}

export type NavEntry = NavItem | NavGroup;

/** The inputs of every model function. */
/** Options a page sets for its whole chrome. */
export interface ChromeOptions {
  /** false switches login off (the awards microsite, spec §1): no Log in link. */
  loginEnabled?: boolean;
}

/**
 * What the rules read of a site: its capabilities and its support phone. A
 * projection (an island's props) may carry only the capabilities its menus
 * check (capabilitiesChecked); a rule reading a missing one throws.
 */
export interface NavSite extends Pick<PublicSite, 'supportPhone' | 'officeHours'> {
  capabilities: Partial<Capabilities>;
}

export interface NavContext {
  site: NavSite;
  language: Language;
  role: Role;
}

/** The right-hand side of the header, in display order. */
export type HeaderAction =
  | NavItem
  | NavGroup
  | { kind: 'messages'; id: 'messages'; labelId: 'header.messages'; href: '/messages' }
  | {
      kind: 'notifications';
      id: 'notifications';
      labelId: 'header.notifications';
      href: '/notifications';
    }
  | {
      kind: 'avatar';
      id: 'avatar';
      labelId: 'header.openUserMenu';
      src: '/avatars/current-user/32';
      /** What the avatar button opens: the account dropdown items on desktop, the right drawer on mobile. */
      opens: 'right-drawer';
    };

export interface LanguageOption {
  language: Language;
  /** BCP 47 locale of the option, e.g. `de-CH`. */
  locale: string;
  /** The language named in itself: `Deutsch`, `日本語`. */
  name: string;
  /** `/user/switch-language/{locale}`. */
  href: string;
  /** The `lang` attribute of the option's text. */
  lang: Language;
  /** The `hreflang` attribute of the option's link. */
  hreflang: string;
  current: boolean;
}

export interface LanguageSwitcherModel {
  labelId: 'languageSwitcher.label';
  currentLabelId: 'languageSwitcher.current';
  options: LanguageOption[];
}

export interface HeaderModel {
  role: Role;
  variant: HeaderVariant;
  /** `/work` for contest holders, `/` for everyone else. */
  homeHref: string;
  /** Primary navigation: empty for the focused variant, the blog top bar for the blog variant. */
  primary: NavEntry[];
  actions: HeaderAction[];
  /** The account dropdown behind the avatar; null when logged out or focused. */
  accountMenu: NavLink[] | null;
  /** Whether the header has the menu button that opens the left drawer. */
  hasLeftDrawer: boolean;
}

export interface LeftDrawerModel {
  labelId: 'drawer.mainMenu';
  entries: NavEntry[];
  languageSwitcher: LanguageSwitcherModel | null;
}

export interface RightDrawerModel {
  labelId: 'drawer.userMenu';
  items: NavLink[];
}

export interface SocialLink {
  kind: 'link';
  id: 'facebook' | 'twitter' | 'instagram' | 'linkedin' | 'pinterest' | 'youtube';
  labelId: MessageId;
  href: string;
  newTab: true;
}

export interface FooterModel {
  variant: FooterVariant;
  homeHref: string;
  groups: NavGroup[];
  legal: NavLink[];
  social: SocialLink[];
  supportPhone: PhoneLink | null;
  copyrightLabelId: 'footer.copyright';
}
