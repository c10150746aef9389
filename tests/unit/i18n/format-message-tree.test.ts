import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/create-translator.ts';
import { formatLocaleOf } from '../../../src/i18n/format-locale.ts';
import { formatMessageTree, type TreeValues } from '../../../src/i18n/format-message-tree.ts';
import { languages } from '../../../src/i18n/languages.ts';
import { loadMessages } from '../../../src/i18n/load-messages.ts';
import type { MessageId } from '../../../src/i18n/message-id.ts';
import { variants } from '../../../src/i18n/regional-variants.ts';

// The live counts' text before React (issue 37) is formatted from the
// catalogue's syntax tree without formatjs: it must read exactly as formatjs
// formats it, in every catalogue, for every count.

const covered = new Set([0, 1, 5, 6, 7]);

/** Whether every element of the tree is one format-message-tree.ts formats. */
function isCovered(tree: readonly MessageFormatElement[]): boolean {
  return tree.every((element) => {
    if (!covered.has(element.type)) return false;
    if ('options' in element)
      return Object.values(element.options).every((option) => isCovered(option.value));
    return true;
  });
}

/** The argument names of a tree, with the kind of value each needs. */
function argumentsOf(tree: readonly MessageFormatElement[], found = new Map<string, string[]>()) {
  for (const element of tree) {
    if (element.type === 1) found.set(element.value, found.get(element.value) ?? ['Ada']);
    if (element.type === 5) found.set(element.value, [...Object.keys(element.options), 'zzz']);
    if (element.type === 6) found.set(element.value, ['0', '1', '2', '3', '5', '11', '21', '1234']);
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

/** Every combination of the arguments' sample values. */
function samples(names: Map<string, string[]>): TreeValues[] {
  let all: TreeValues[] = [{}];
  for (const [name, values] of names) {
    all = all.flatMap((partial) =>
      values.map((value) => ({ ...partial, [name]: /^\d+$/.test(value) ? Number(value) : value })),
    );
  }
  return all;
}

// A locale per catalogue, one whose numbers group digits (1,234 / 1.234 / 1 234).
const localeOf: Record<string, string> = {
  en: 'en-US',
  de: 'de-DE',
  nl: 'nl-NL',
  fr: 'fr-FR',
  it: 'it-IT',
  es: 'es-ES',
  pt: 'pt-PT',
  ja: 'ja-JP',
  'pt-BR': 'pt-BR',
  'es-419': 'es-MX',
  'de-CH': 'de-CH',
  'en-GB': 'en-GB',
};

describe.each([...languages, ...variants])('format-message-tree in the %s catalogue', (id) => {
  it('formats every message it covers as formatjs does', async () => {
    const messages = (await loadMessages(id)) as Record<MessageId, string>;
    const locale = localeOf[id] ?? id;
    const translator = createTranslator(locale, messages);
    let compared = 0;
    for (const [key, text] of Object.entries(messages) as [MessageId, string][]) {
      const tree = parse(text);
      if (!isCovered(tree)) continue;
      for (const values of samples(argumentsOf(tree))) {
        expect(
          formatMessageTree(tree, formatLocaleOf(locale), values),
          `${key} ${JSON.stringify(values)}`,
        ).toBe(translator.t(key, values));
        compared += 1;
      }
    }
    // The header's counts are plural messages: they must be among those compared.
    expect(compared).toBeGreaterThan(100);
    for (const key of ['header.messages', 'header.notifications', 'header.countStale'] as const)
      expect(isCovered(parse(messages[key])), key).toBe(true);
  });
});

describe('formatMessageTree', () => {
  it('says what it cannot format, and which value is missing', () => {
    expect(() => formatMessageTree(parse('{n, number, percent}'), 'en', { n: 1 })).toThrow(
      /kind 2 needs formatjs/,
    );
    expect(() => formatMessageTree(parse('Hello {name}'), 'en', {})).toThrow(/value for \{name\}/);
  });

  it('formats # after the offset, with the locale’s digits', () => {
    const tree = parse(
      '{n, plural, offset:1 =0 {none} one {you and # other} other {you and # others}}',
    );
    expect(formatMessageTree(tree, 'de-DE', { n: 1235 })).toBe('you and 1.234 others');
    expect(formatMessageTree(tree, 'en', { n: 0 })).toBe('none');
  });
});
