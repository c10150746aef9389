import { languageOf, toBcp47 } from '../i18n/locale.ts';
import { pageOrigin, resolveEndpoints, type LiveEndpoints } from '../live/endpoints.ts';
import type { Language } from '../i18n/languages.ts';
import { catalogueOf, type CatalogueId } from '../i18n/regional-variants.ts';
import type { ShellUser } from '../islands/shell-props.ts';
import type { PublicSite } from '../markets/public-site.ts';
import type { Role } from '../navigation/types.ts';
import { defaultSiteKey, siteByKey, type ShellValues } from './shell-attributes.ts';

/** The page context every shell element needs, with defaults applied. */
export interface ShellContext {
  site: PublicSite;
  locale: string;
  language: Language;
  /** The locale's catalogue: its language's, or a regional variant (`pt-BR`). */
  catalogue: CatalogueId;
  role: Role;
  currentPath: string;
  user: ShellUser | undefined;
  loginEnabled: boolean;
  endpoints: LiveEndpoints;
}

const warned = new Set<string>();

/**
 * Turns an element's parsed values into its context. The attribute layer has
 * already rejected malformed values; what is left to check is how they fit
 * together (a locale the site does not accept falls back to the site's own).
 */
export function resolveShell(tag: string, values: ShellValues): ShellContext {
  const site = siteByKey(values.site ?? defaultSiteKey);
  let locale = site.locale;
  if (values.locale !== undefined) {
    const wanted = toBcp47(values.locale);
    if (site.acceptedLocales.includes(wanted)) locale = wanted;
    else {
      const message = `<${tag}>: attribute "locale" has the bad value "${values.locale}"; expected one of the site ${site.key}'s locales (${site.acceptedLocales.join(', ')}). Using the default (${site.locale}).`;
      if (!warned.has(message)) {
        warned.add(message);
        console.error(message);
      }
    }
  }
  const role = values.userRole ?? 'logged-out';
  const user =
    role !== 'logged-out' && values.userId
      ? { id: values.userId, displayName: values.displayName ?? '' }
      : undefined;
  const endpoint = (name: 'apiBase' | 'graphqlUrl' | 'graphqlWsUrl') => {
    const value = values[name];
    return value === undefined ? {} : { [name]: value };
  };
  // The live layer's own defaults (the page's origin, /graphql, its ws: form);
  // endpoints.ts imports nothing, so no live code comes with it. A server
  // render has no page: nothing it renders shows an endpoint, so relative
  // ones resolve against a stand-in origin there (as the attribute check does).
  const endpoints = resolveEndpoints(
    { ...endpoint('apiBase'), ...endpoint('graphqlUrl'), ...endpoint('graphqlWsUrl') },
    pageOrigin() ?? 'http://localhost',
  );
  return {
    site,
    locale,
    language: languageOf(locale),
    catalogue: catalogueOf(locale),
    role,
    currentPath: values.currentPath ?? globalThis.location?.pathname ?? '/',
    user,
    loginEnabled: values.hideLogin !== true,
    endpoints,
  };
}
