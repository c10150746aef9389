import type { Language } from '../../../src/i18n/languages.ts';
import {
  catalogueOf,
  languageOfCatalogue,
  type Variant,
} from '../../../src/i18n/regional-variants.ts';
import { de } from './de.ts';
import type { DemoTextOverrides, DemoTexts } from './demo-texts.ts';
import { en } from './en.ts';
import { es419 } from './es-419.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { nl } from './nl.ts';
import { ptBR } from './pt-BR.ts';
import { pt } from './pt.ts';

const byLanguage: Record<Language, DemoTexts> = { en, de, nl, fr, it, es, pt, ja };

/** The chrome's regional variants whose demo texts differ too; de-CH and en-GB read their language's as is. */
const byVariant: Partial<Record<Variant, DemoTextOverrides>> = { 'pt-BR': ptBR, 'es-419': es419 };

/** The demo page's own texts for a locale: its language's, with its regional variant's over them. */
export function demoTextsFor(locale: string): DemoTexts {
  const catalogue = catalogueOf(locale);
  const base = byLanguage[languageOfCatalogue(catalogue)];
  const overrides = catalogue in byVariant ? byVariant[catalogue as Variant] : undefined;
  return overrides ? { ...base, ...overrides } : base;
}
