import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/i18n/create-translator.ts';
import { languages } from '../../../src/i18n/languages.ts';
import { loadMessages } from '../../../src/i18n/load-messages.ts';
import type { MessageId } from '../../../src/i18n/message-id.ts';
import { precompiledMessagesPlugin } from '../../../src/i18n/precompiled-messages-plugin.ts';

// The elements bundle formats syntax trees parsed at build time; every page
// must read exactly what the catalogue's text says.
const plugin = precompiledMessagesPlugin();
const hook = <T>(value: unknown) =>
  (typeof value === 'function' ? value : (value as { handler: unknown }).handler) as T;
const resolveId = hook<(source: string, importer?: string) => string | null>(plugin.resolveId);
const load = hook<(id: string) => { code: string } | null>(plugin.load);

const root = join(import.meta.dirname, '../../..');
const loader = join(root, 'src/i18n/load-messages.ts');
const floor = join(root, 'scripts/bench/floor/header-floor.tsx');

/** A value for every argument of a message: numbers where it counts or formats one. */
function valuesFor(nodes: MessageFormatElement[]): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const visit = (list: MessageFormatElement[]) => {
    for (const node of list) {
      if ('value' in node && node.type !== TYPE.literal) {
        values[node.value] =
          node.type === TYPE.plural || node.type === TYPE.number ? 3 : `«${node.value}»`;
      }
      if ('options' in node) for (const option of Object.values(node.options)) visit(option.value);
      if ('children' in node) visit(node.children);
    }
  };
  visit(nodes);
  return values;
}

describe('precompiled catalogues', () => {
  it('take over the imports of catalogue files, and nothing else', () => {
    expect(resolveId('./messages/de.json', loader)).toMatch(/de$/);
    expect(resolveId('../../../src/i18n/messages/en.json', floor)).toMatch(/en$/);
    expect(resolveId('./messages/de.json', join(root, 'src/other.ts'))).toBe(null);
    expect(resolveId('./de.json', loader)).toBe(null);
    expect(resolveId('./messages/schema.json', loader)).toBe(null);
  });

  for (const language of languages) {
    it(`format every ${language} message as its text does`, async () => {
      const text = await loadMessages(language);
      const id = resolveId(`./messages/${language}.json`, loader);
      const module = load(id ?? '');
      const trees = JSON.parse(
        module?.code.replace(/^export default /, '').replace(/;$/, '') ?? 'null',
      ) as Record<MessageId, MessageFormatElement[]>;
      expect(Object.keys(trees)).toEqual(Object.keys(text));
      const locale = `${language}-${language === 'en' ? 'US' : language === 'ja' ? 'JP' : language.toUpperCase()}`;
      const fromText = createTranslator(locale, text);
      const fromTrees = createTranslator(locale, trees);
      for (const key of Object.keys(text) as MessageId[]) {
        const values = valuesFor(trees[key]);
        expect(fromTrees.t(key, values), key).toBe(fromText.t(key, values));
        expect(fromTrees.t(key, values), key).not.toBe(key);
      }
    });
  }
});
