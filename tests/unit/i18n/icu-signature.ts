import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// What a translation must keep from the English message: its arguments, their
// types, select options and exact plural cases. Plural categories differ by
// language (Japanese has only `other`), so they are checked apart.

export interface PluralUse {
  name: string;
  options: string[];
}

export interface Signature {
  /** `name:type`, sorted, nested arguments included. */
  arguments: string[];
  /** `name:option`, sorted: the options of select arguments. */
  selectOptions: string[];
  /** `name:=N`, sorted: the exact cases of plural arguments. */
  exactCases: string[];
  plurals: PluralUse[];
}

const typeNames: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

export function signature(message: string): Signature {
  const result: Signature = { arguments: [], selectOptions: [], exactCases: [], plurals: [] };
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      const type = typeNames[element.type];
      if (type && 'value' in element && typeof element.value === 'string') {
        result.arguments.push(`${element.value}:${type}`);
      }
      if (element.type === TYPE.select) {
        for (const [option, { value }] of Object.entries(element.options)) {
          result.selectOptions.push(`${element.value}:${option}`);
          walk(value);
        }
      }
      if (element.type === TYPE.plural) {
        const options = Object.keys(element.options);
        result.plurals.push({ name: element.value, options });
        for (const option of options.filter((o) => o.startsWith('='))) {
          result.exactCases.push(`${element.value}:${option}`);
        }
        for (const { value } of Object.values(element.options)) walk(value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  const unique = (list: string[]) => [...new Set(list)].sort();
  return {
    arguments: unique(result.arguments),
    selectOptions: unique(result.selectOptions),
    exactCases: unique(result.exactCases),
    plurals: result.plurals,
  };
}
