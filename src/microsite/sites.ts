import type { Language } from '../i18n/languages.ts';
import { awardsSegment } from '../navigation/awards-href.ts';

// The sites the microsite is built for: one per language of the product, each
// built with its language's home market. The site key selects the market
// configuration (markets/<key>.json: chrome, formats) and, through its
// language, the translations; the segment is the site's folder under the base
// path: none for English, the language code for every other language
// (/best-design-awards/fr/), the rule the footer's link to the microsite
// follows too (src/navigation/awards-href.ts). Add a site here and every page
// is built for it too; every content file then needs its language's texts.

export interface MicrositeSite {
  /** A market site key, e.g. `de-de`. */
  key: string;
  /** The site's language; must be the language of its market file. */
  language: Language;
  /** The path segment after the base path, or undefined for the default site. */
  segment: string | undefined;
}

/** A language's site, built with its home market `key`. */
function site(key: string, language: Language): MicrositeSite {
  return { key, language, segment: awardsSegment(language) };
}

export const micrositeSites: readonly MicrositeSite[] = [
  site('us-en', 'en'),
  site('de-de', 'de'),
  site('nl-nl', 'nl'),
  site('fr-fr', 'fr'),
  site('it-it', 'it'),
  site('es-es', 'es'),
  site('pt-pt', 'pt'),
  site('jp-ja', 'ja'),
];

/** The languages of the built sites: every content text must exist in each. */
export const micrositeLanguages: readonly Language[] = /* @__PURE__ */ micrositeSites.map(
  (own) => own.language,
);

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
