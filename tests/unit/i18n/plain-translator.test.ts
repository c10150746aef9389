import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/create-translator.ts';
import { languages } from '../../../src/i18n/languages.ts';
import { loadMessages } from '../../../src/i18n/load-messages.ts';
import type { MessageId } from '../../../src/i18n/message-id.ts';
import { createPlainTranslator, plainMessage } from '../../../src/i18n/plain-translator.ts';

// The microsite's islands format with the plain translator in the browser,
// the server with formatjs: every plain message must read the same in both.

describe('plainMessage', () => {
  it('splits a message at its arguments', () => {
    expect(plainMessage('Call us: {phone} ({hours})')).toEqual([
      'Call us: ',
      'phone',
      ' (',
      'hours',
      ')',
    ]);
    expect(plainMessage('It’s here')).toEqual(['It’s here']);
  });

  it.each([
    '{count, plural, one {# item} other {# items}}',
    '{n, number}',
    "Quoted '{braces}'",
    'A stray } brace',
  ])('refuses what needs formatjs: %s', (message) => {
    expect(plainMessage(message)).toBeNull();
  });
});

// A locale of each language, with a region whose numbers group digits differently.
const locales = ['en-US', 'de-DE', 'nl-NL', 'fr-FR', 'it-IT', 'es-ES', 'pt-BR', 'ja-JP'] as const;

describe.each(languages.map((language, index) => [language, locales[index] ?? '']))(
  'the plain translator in %s (%s)',
  (language, locale) => {
    it('formats every plain message of the catalogue as formatjs does', async () => {
      const messages = await loadMessages(language);
      const formatjs = createTranslator(locale, messages);
      const plain = createPlainTranslator(locale, messages);
      let compared = 0;
      for (const [id, message] of Object.entries(messages) as [MessageId, string][]) {
        const parts = plainMessage(message);
        if (!parts) {
          expect(() => plain.t(id, {})).toThrow(id);
          continue;
        }
        const names = parts.filter((_, index) => index % 2 === 1);
        const values = Object.fromEntries(
          names.map((name, index) => [name, index ? 12345 : `«${name}»`]),
        );
        expect(plain.t(id, values), id).toBe(formatjs.t(id, values));
        compared += 1;
      }
      expect(compared).toBeGreaterThan(100);
    });

    it('throws on a missing value, naming the argument', async () => {
      const plain = createPlainTranslator(locale, await loadMessages(language));
      expect(() => plain.t('header.callUs')).toThrow('{phone}');
    });
  },
);
