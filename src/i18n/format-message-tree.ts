import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Translator } from './create-translator.ts';
import { formatLocaleOf } from './format-locale.ts';
import type { Messages } from './message-id.ts';

// A message's syntax tree (the elements bundle's precompiled catalogues:
// precompiled-messages-plugin.ts) formatted without formatjs's runtime, for
// the code that updates server-rendered text before React and formatjs load
// (the unread counts' live layer, issue 37). It covers what those messages
// use: text, `{name}` arguments, `plural` (exact `=n` cases, offset, `#`) and
// `select`; anything else (dates, numbers with styles, tags) throws, naming
// the kind. It formats them as intl-messageformat does
// (tests/unit/i18n/format-message-tree.test.ts compares the two on every
// message of every catalogue that it covers).

/** The element kinds of @formatjs/icu-messageformat-parser (its `TYPE` enum). */
const kind = { literal: 0, argument: 1, select: 5, plural: 6, pound: 7 } as const;

export type TreeValues = Record<string, string | number | boolean | null | undefined>;

/** Formats `tree` with `values` in `locale` (a locale Intl has: format-locale.ts). */
export function formatMessageTree(
  tree: readonly MessageFormatElement[],
  locale: string,
  values: TreeValues = {},
): string {
  return format(tree, locale, values, null);
}

/**
 * A translator's `t` over a precompiled catalogue (the elements bundle's),
 * formatting in the locale's format locale as formatjs does. A message given
 * as text throws: only the build's syntax trees are formatted here.
 */
export function createTreeTranslate(locale: string, messages: Messages): Translator['t'] {
  const formatLocale = formatLocaleOf(locale);
  return (id, values = {}) => {
    const message = (messages as Record<string, string | MessageFormatElement[]>)[id];
    if (!Array.isArray(message))
      throw new Error(`The message "${id}" is not precompiled (format-message-tree.ts).`);
    return formatMessageTree(message, formatLocale, values as TreeValues);
  };
}

/** `pound`: the value `#` stands for inside a plural case (after the offset). */
function format(
  tree: readonly MessageFormatElement[],
  locale: string,
  values: TreeValues,
  pound: number | null,
): string {
  let text = '';
  for (const element of tree) {
    switch (element.type as number) {
      case kind.literal:
        text += (element as { value: string }).value;
        break;
      case kind.argument: {
        const value = valueOf(values, (element as { value: string }).value);
        // As intl-messageformat formats a simple argument.
        text += typeof value === 'number' || value ? String(value) : '';
        break;
      }
      case kind.pound:
        if (pound !== null) text += numberFormat(locale).format(pound);
        break;
      case kind.select: {
        const select = element as { value: string; options: Options };
        const chosen = String(valueOf(values, select.value));
        const option = select.options[chosen] ?? select.options['other'];
        if (!option) throw new Error(`No "other" case in the select of {${select.value}}.`);
        text += format(option.value, locale, values, pound);
        break;
      }
      case kind.plural: {
        const plural = element as {
          value: string;
          options: Options;
          offset: number;
          pluralType: 'cardinal' | 'ordinal';
        };
        const count = Number(valueOf(values, plural.value));
        const shifted = count - plural.offset;
        const option =
          plural.options[`=${count}`] ??
          plural.options[pluralRules(locale, plural.pluralType).select(shifted)] ??
          plural.options['other'];
        if (!option) throw new Error(`No "other" case in the plural of {${plural.value}}.`);
        text += format(option.value, locale, values, shifted);
        break;
      }
      default:
        throw new Error(
          `A message element of kind ${element.type} needs formatjs (format-message-tree.ts formats text, arguments, plural and select).`,
        );
    }
  }
  return text;
}

type Options = Record<string, { value: MessageFormatElement[] } | undefined>;

function valueOf(values: TreeValues, name: string): TreeValues[string] {
  if (!(name in values)) throw new Error(`The message needs a value for {${name}}.`);
  return values[name];
}

// One formatter per locale and kind for the page, as formatjs's cache keeps.
const numbers = new Map<string, Intl.NumberFormat>();
const plurals = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let formatter = numbers.get(locale);
  if (!formatter) numbers.set(locale, (formatter = new Intl.NumberFormat(locale)));
  return formatter;
}

function pluralRules(locale: string, type: 'cardinal' | 'ordinal'): Intl.PluralRules {
  const key = `${locale} ${type}`;
  let rules = plurals.get(key);
  if (!rules) plurals.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}
