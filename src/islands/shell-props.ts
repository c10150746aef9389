import type { Messages } from '../i18n/message-id.ts';
import type { PublicSite } from '../markets/public-site.ts';
import type { Role } from '../navigation/types.ts';

/** The signed-in user as the shell shows them. */
export interface ShellUser {
  id: string;
  displayName: string;
}

/**
 * What every top-level view receives. Serialisable on purpose: Astro passes
 * these to hydrating islands and the element layer reads them from attributes.
 * A view that reads less of the site declares it as `Site` (the islands: their
 * props are in every microsite page).
 */
export interface ShellViewProps<Site = PublicSite> {
  site: Site;
  /** BCP 47, e.g. `de-CH`: messages follow its language, formats the full locale. */
  locale: string;
  /** The catalogue of the locale's language, already loaded. */
  messages: Messages;
  role: Role;
  /** The path of the current page, e.g. `/messages/42`. */
  currentPath: string;
  user?: ShellUser | undefined;
  /**
   * The server's shared render of a signed-in chrome (user-slots.ts): the
   * user's picture, name and counts are named slots that the page fills.
   */
  userSlots?: boolean | undefined;
  /** false switches login off (the awards microsite): no Log in link in the header or drawer. */
  loginEnabled?: boolean | undefined;
}
