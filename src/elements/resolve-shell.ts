import { languageOf, toBcp47 } from '../i18n/locale.ts';
import { pageOrigin, resolveEndpoints, type LiveEndpoints } from '../live/endpoints.ts';
import type { Language } from '../i18n/languages.ts';
import type { ShellUser } from '../islands/shell-props.ts';
import type { PublicSite } from '../markets/public-site.ts';
import type { Role } from '../navigation/types.ts';
import { defaultSiteKey, siteByKey } from './shell-attributes.ts';

/** The page context every shell element needs, with defaults applied. */
export interface ShellContext {
  site: PublicSite;
  locale: string;
  language: Language;
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
export function resolveShell(tag: string, values: Readonly<Record<string, unknown>>): ShellContext {
  const site = siteByKey(typeof values['site'] === 'string' ? values['site'] : defaultSiteKey);
  let locale = site.locale;
  if (typeof values['locale'] === 'string') {
    const wanted = toBcp47(values['locale']);
    if (site.acceptedLocales.includes(wanted)) locale = wanted;
    else {
      const message = `<${tag}>: attribute "locale" has the bad value "${values['locale']}"; expected one of the site ${site.key}'s locales (${site.acceptedLocales.join(', ')}). Using the default (${site.locale}).`;
      if (!warned.has(message)) {
        warned.add(message);
        console.error(message);
      }
    }
  }
  const role = (values['userRole'] as Role | undefined) ?? 'logged-out';
  const userId = values['userId'] as string | undefined;
  const user =
    role !== 'logged-out' && userId
      ? { id: userId, displayName: (values['displayName'] as string | undefined) ?? '' }
      : undefined;
  const endpoint = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? { [name]: value } : {};
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
    role,
    currentPath:
      (values['currentPath'] as string | undefined) ?? globalThis.location?.pathname ?? '/',
    user,
    loginEnabled: values['hideLogin'] !== true,
    endpoints,
  };
}
