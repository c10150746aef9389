import type { Language } from '../i18n/languages.ts';

// The sites the microsite is built for. The site key selects the market
// configuration (markets/<key>.json) and, through its language, the
// translations; the segment is the site's folder under the base path.
// Add a site here and every page is built for it too.

export interface MicrositeSite {
  /** A market site key, e.g. `de-de`. */
  key: string;
  /** The site's language; must be the language of its market file. */
  language: Language;
  /** The path segment after the base path, or undefined for the default site. */
  segment: string | undefined;
}

export const micrositeSites: readonly MicrositeSite[] = [
  { key: 'us-en', language: 'en', segment: undefined },
  { key: 'de-de', language: 'de', segment: 'de' },
];

export const defaultMicrositeSite: MicrositeSite = micrositeSites[0] as MicrositeSite;

/** The site with this key; throws naming the key when there is none. */
export function micrositeSite(key: string): MicrositeSite {
  const site = micrositeSites.find((candidate) => candidate.key === key);
  if (!site) {
    throw new Error(
      `Unknown microsite site "${key}": expected one of ${micrositeSites.map((s) => s.key).join(', ')}.`,
    );
  }
  return site;
}

/** The site whose folder the path is in (the default site for every other path). */
export function micrositeSiteForPath(pathname: string, basePath: string): MicrositeSite {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : '';
  const segment = rest.split('/')[0];
  return (
    micrositeSites.find((site) => site.segment !== undefined && site.segment === segment) ??
    defaultMicrositeSite
  );
}
