import type { Language } from '../i18n/languages.ts';

// The awards microsite is built once per language (src/microsite/sites.ts):
// English at its base path, every other language in a folder named by its
// language code (/best-design-awards/fr/). The footer's "Best Design Awards"
// link of a site leads to the microsite in the site's language; both follow
// this one rule.

/**
 * The English microsite's home, at its canonical address. The spec (§2
 * footer resources) writes `/best-design-awards`, which only redirects here:
 * the chrome links the page itself (README, "Departures from the
 * specification"; issue 36).
 */
export const awardsPath = '/best-design-awards/';

/** The microsite's folder for a language: none for English, else the language code. */
export function awardsSegment(language: Language): string | undefined {
  return language === 'en' ? undefined : language;
}

/** The microsite's home in a language: `/best-design-awards/`, `/best-design-awards/fr/`. */
export function awardsHref(language: Language): string {
  const segment = awardsSegment(language);
  return segment === undefined ? awardsPath : `${awardsPath}${segment}/`;
}
