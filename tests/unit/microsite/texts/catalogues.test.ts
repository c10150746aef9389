import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import {
  createMicrositeTranslator,
  micrositeCatalogues,
  micrositeMessages,
} from '../../../../src/microsite/texts/translator.ts';

const english = micrositeCatalogues.en ?? {};

describe('the microsite catalogues', () => {
  it.each(Object.entries(micrositeCatalogues))(
    '%s has exactly the English keys, each valid ICU',
    (_language, messages) => {
      expect(Object.keys(messages ?? {}).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(messages ?? {})) {
        expect(() => parse(message), key).not.toThrow();
      }
    },
  );

  it('speaks the eight languages of the product', () => {
    expect(Object.keys(micrositeCatalogues).sort()).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'it',
      'ja',
      'nl',
      'pt',
    ]);
  });

  it('announces navigations with the spec text', () => {
    expect(
      createMicrositeTranslator('en-US', 'Best Design Awards').t('route.navigatedTo', {
        page: 'Packaging',
      }),
    ).toBe('Navigated to Packaging');
    expect(
      createMicrositeTranslator('de-DE', 'Best Design Awards').t('route.navigatedTo', {
        page: 'Verpackung',
      }),
    ).toBe('Navigiert zu Verpackung');
  });

  it('formats numbers and dates in the full locale', () => {
    const german = createMicrositeTranslator('de_DE', 'Best Design Awards');
    expect(german.intl.formatNumber(4518)).toBe('4.518');
    expect(german.formatDate(new Date('2024-11-15'))).toBe('15. November 2024');
    expect(
      createMicrositeTranslator('en-US', 'Best Design Awards').formatDate(new Date('2024-11-15')),
    ).toBe('November 15, 2024');
  });

  it('names the programme with the name it is given, in every message that names it', () => {
    const french = createMicrositeTranslator('fr-FR', 'Prix du meilleur design');
    expect(french.t('year.eyebrow', { year: 2024 })).toBe('Prix du meilleur design 2024');
    expect(french.t('meta.titleSuffix', { title: 'Emballage' })).toBe(
      'Emballage | Prix du meilleur design',
    );
  });

  it('fails for a language the product does not speak', () => {
    expect(() => micrositeMessages('xx')).toThrow('Unsupported language "xx"');
  });
});
