import type { Role } from '../../navigation/types.ts';
import type { ExampleAttributes } from '../element-example.ts';
import type { shellAttributes } from '../shell-attributes.ts';

// The pieces the specs' examples are built from: one market per language,
// the attributes of each role's page, the labels that name them.

type ShellExampleAttributes = ExampleAttributes<(typeof shellAttributes)[number]>;

/** One market per language of the catalogues: each element's language examples. */
export const exampleMarkets = [
  { language: 'en', name: 'English', site: 'us-en', locale: 'en-US' },
  { language: 'de', name: 'German', site: 'de-de', locale: 'de-DE' },
  { language: 'nl', name: 'Dutch', site: 'nl-nl', locale: 'nl-NL' },
  { language: 'fr', name: 'French', site: 'fr-fr', locale: 'fr-FR' },
  { language: 'it', name: 'Italian', site: 'it-it', locale: 'it-IT' },
  { language: 'es', name: 'Spanish', site: 'es-es', locale: 'es-ES' },
  { language: 'pt', name: 'Brazilian Portuguese', site: 'br-pt', locale: 'pt-BR' },
  { language: 'ja', name: 'Japanese', site: 'jp-ja', locale: 'ja-JP' },
] as const;

export type ExampleMarket = (typeof exampleMarkets)[number];

/** The English market, where the role × variant examples are. */
export const englishMarket: ExampleMarket = exampleMarkets[0];

export const roleTitles: Record<Role, string> = {
  'logged-out': 'Logged out',
  'contest-holder': 'Contest holder',
  designer: 'Designer',
};

/** The page of `market` as `role` sees it: a signed-in role has a user and unread counts. */
export function pageAttributes(market: ExampleMarket, role: Role): ShellExampleAttributes {
  const page = { site: market.site, locale: market.locale, 'user-role': role } as const;
  if (role === 'logged-out') return page;
  const user =
    role === 'designer'
      ? { 'user-id': '42', 'display-name': 'Ana Muster' }
      : { 'user-id': '7', 'display-name': 'Joost de Vries' };
  return { ...page, ...user, 'unread-counts': { messages: 3, notifications: 12 } };
}

/** One example per role × value of the element's own enum (variant, side, kind), in English. */
export function roleExamples<Value extends string, Own extends object>(
  exampleRoles: readonly Role[],
  values: readonly Value[],
  own: (value: Value) => Own,
  options: { noun?: string; content?: string } = {},
) {
  return exampleRoles.flatMap((role) =>
    values.map((value) => ({
      name: `${role}-${value}`,
      title: `${roleTitles[role]}, ${value}${options.noun ? ` ${options.noun}` : ''}`,
      attributes: { ...pageAttributes(englishMarket, role), ...own(value) },
      ...(options.content ? { content: options.content } : {}),
    })),
  );
}

/** One example per language other than English, as `role` sees the page. */
export function languageExamples<Own extends object>(
  role: Role,
  own: Own,
  options: { what?: string; content?: string } = {},
) {
  return exampleMarkets.slice(1).map((market) => ({
    name: `${role}-${market.language}`,
    title: `${roleTitles[role]}${options.what ? `, ${options.what}` : ''}, in ${market.name} (${market.site})`,
    attributes: { ...pageAttributes(market, role), ...own },
    ...(options.content ? { content: options.content } : {}),
  }));
}
