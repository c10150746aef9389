import { assertLanguage, isLanguage, type Language } from './languages.ts';
import { toBcp47 } from './locale.ts';

// Regional variants within the eight languages (design.md §4 "Regional
// variants"). A variant's catalogue (messages/<variant>.json) holds only the
// keys whose wording differs from its language's catalogue; the language
// switcher still offers the eight languages, never a variant.

/** Each variant and the language whose catalogue it overrides. */
export const variantLanguages = {
  'pt-BR': 'pt',
  'es-419': 'es',
  'de-CH': 'de',
  'en-GB': 'en',
} as const satisfies Record<string, Language>;

export type Variant = keyof typeof variantLanguages;

/** A catalogue: one of the eight languages, or a regional variant of one. */
export type CatalogueId = Language | Variant;

export const variants = Object.keys(variantLanguages) as Variant[];

const regions = (list: string) => list.split(' ');

/** The regions (ISO 3166) that read each variant; any other region reads its language's catalogue. */
const variantRegions: Record<Variant, readonly string[]> = {
  // Brazil; Portugal keeps pt.json, which is European Portuguese.
  'pt-BR': ['BR'],
  // Latin America and the US (Mexico, Colombia, Chile, US Spanish); Spain keeps es.json.
  'es-419': regions('MX CO CL US AR PE VE EC GT CU BO DO HN PY SV NI CR PR PA UY'),
  // Switzerland writes ss for ß.
  'de-CH': ['CH', 'LI'],
  // British spelling: the UK, Ireland, Australia, Singapore, Hong Kong, and the
  // English sites of European countries (markets/README.md, "Languages, regional
  // variants and formats").
  // The US, Canada, Latin America and Japan keep en.json (US spelling).
  'en-GB': regions('GB IE AU NZ SG HK AT BE CH DE DK ES FR IT NL NO PT'),
};

export function isVariant(value: string): value is Variant {
  return Object.hasOwn(variantLanguages, value);
}

export function isCatalogueId(value: string): value is CatalogueId {
  return isLanguage(value) || isVariant(value);
}

/** The language a catalogue belongs to: `pt-BR` → `pt`. */
export function languageOfCatalogue(id: CatalogueId): Language {
  return isVariant(id) ? variantLanguages[id] : id;
}

/**
 * The catalogue a locale reads (`pt_BR` or `pt-BR` → `pt-BR`, `pt-PT` → `pt`,
 * `es-MX` → `es-419`); throws `UnsupportedLanguageError` outside the eight.
 */
export function catalogueOf(locale: string): CatalogueId {
  const [language = '', region = ''] = toBcp47(locale).split('-');
  const own = assertLanguage(language);
  const variant = variants.find(
    (candidate) =>
      variantLanguages[candidate] === own && variantRegions[candidate].includes(region),
  );
  return variant ?? own;
}
