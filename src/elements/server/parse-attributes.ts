import { toBcp47 } from '../../i18n/locale.ts';
import type { ElementSpec } from '../element-spec.ts';
import { defaultSiteKey, siteByKey, type ShellValues } from '../shell-attributes.ts';
import { SiteElementError } from './element-error.ts';

/**
 * An element's attributes as a template writes them: kebab-case names, text
 * values; a presence boolean is `true` (or `""`), and `false`, `null` or
 * `undefined` leave an attribute out.
 */
export type AttributeInput = Readonly<Record<string, string | boolean | null | undefined>>;

/** The attributes that are set, as the element would see them on its tag. */
export function presentAttributes(input: AttributeInput): [string, string][] {
  const present: [string, string][] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === false) continue;
    present.push([name, value === true ? '' : value]);
  }
  return present;
}

/**
 * Parses attributes with the element's own specs, strictly: where the element
 * logs an error and falls back to the default, the server throws, so that a
 * template never caches or sends chrome rendered from a typo.
 */
export function parseAttributes(
  spec: ElementSpec,
  attributes: readonly [string, string][],
): ShellValues & Readonly<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const [name, text] of attributes) {
    const attribute = spec.attributes.find((candidate) => candidate.attribute === name);
    if (!attribute) {
      const known = spec.attributes.flatMap((candidate) =>
        candidate.attribute ? [candidate.attribute] : [],
      );
      throw new SiteElementError(
        'unknown-attribute',
        spec.tag,
        name,
        text,
        `one of ${known.join(', ')}`,
      );
    }
    const parsed = attribute.fromAttribute(text);
    if (!parsed.ok) throw new SiteElementError('bad-value', spec.tag, name, text, parsed.expected);
    values[attribute.property] = parsed.value;
  }
  checkLocaleOfSite(spec.tag, values);
  return values;
}

/** A locale the site does not accept: the element falls back to the site's; the server refuses. */
function checkLocaleOfSite(tag: string, values: Record<string, unknown>): void {
  const locale = values['locale'];
  if (typeof locale !== 'string') return;
  const site = siteByKey(typeof values['site'] === 'string' ? values['site'] : defaultSiteKey);
  if (!site.acceptedLocales.includes(toBcp47(locale))) {
    throw new SiteElementError(
      'bad-value',
      tag,
      'locale',
      locale,
      `one of the site ${site.key}'s locales (${site.acceptedLocales.join(', ')})`,
    );
  }
}
