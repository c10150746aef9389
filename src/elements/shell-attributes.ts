import sites from 'virtual:public-sites';
import { languageOf } from '../i18n/locale.ts';
import type { PublicSite } from '../markets/public-site.ts';
import { roles } from '../navigation/types.ts';
import {
  booleanAttribute,
  enumAttribute,
  jsonAttribute,
  stringAttribute,
  type AttributeSpec,
  type Parsed,
  type ValuesOf,
} from './attribute-spec.ts';

// The attributes every shell element shares. A template sets them on each
// element it uses (the values are the page's, so they agree).

export const defaultSiteKey = 'us-en';

export const siteAttribute = stringAttribute(
  'site',
  'site',
  {
    description: 'The site key: a file name of `markets/` without `.json`, e.g. `ch-fr`.',
    defaultText: `"${defaultSiteKey}"`,
  },
  (key) => (key in sites ? null : `a known site key (${Object.keys(sites).join(', ')})`),
);

export const localeAttribute = stringAttribute(
  'locale',
  'locale',
  {
    description:
      'The page locale, BCP 47 (`de-CH`) or POSIX (`de_CH`), one the site accepts. Messages follow its language, dates and numbers the full locale.',
    defaultText: "the site's locale",
  },
  (locale) => {
    try {
      languageOf(locale);
      return null;
    } catch {
      return 'a locale such as "de-CH" in English, Deutsch, Nederlands, français, italiano, español, português or 日本語';
    }
  },
);

export const roleAttribute = enumAttribute('user-role', 'userRole', roles, {
  description: 'Who is looking: logged out, a contest holder or a designer.',
  defaultText: '"logged-out"',
});

const userIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
export const userIdAttribute = stringAttribute(
  'user-id',
  'userId',
  { description: 'The signed-in user’s id (avatar, messages).' },
  (id) => (userIdPattern.test(id) ? null : 'an id of 1 to 64 letters, digits, "-" or "_"'),
);

export const displayNameAttribute = stringAttribute('display-name', 'displayName', {
  description: 'The signed-in user’s name, for the avatar’s text alternative.',
});

export const currentPathAttribute = stringAttribute(
  'current-path',
  'currentPath',
  {
    description:
      'The path of the page, to mark the current link and hide the messages badge on /messages.',
    defaultText: 'location.pathname',
  },
  (path) => (path.startsWith('/') ? null : 'a path starting with "/"'),
);

function urlCheck(protocols: string[]): (value: string) => string | null {
  return (value) => {
    try {
      const url = new URL(value, globalThis.location?.href ?? 'http://localhost/');
      return protocols.includes(url.protocol) ? null : `a ${protocols.join(' or ')} URL`;
    } catch {
      return `a ${protocols.join(' or ')} URL`;
    }
  };
}

export const apiBaseAttribute = stringAttribute(
  'api-base',
  'apiBase',
  {
    description: 'Where the notification, push and last-seen endpoints live.',
    defaultText: "the page's origin",
  },
  urlCheck(['http:', 'https:']),
);

export const graphqlUrlAttribute = stringAttribute(
  'graphql-url',
  'graphqlUrl',
  { description: 'The GraphQL endpoint over HTTP.', defaultText: '`{api-base}/graphql`' },
  urlCheck(['http:', 'https:']),
);

export const graphqlWsUrlAttribute = stringAttribute(
  'graphql-ws-url',
  'graphqlWsUrl',
  {
    description: 'The GraphQL endpoint over WebSocket (graphql-transport-ws).',
    defaultText: 'the GraphQL URL with ws: or wss:',
  },
  urlCheck(['ws:', 'wss:']),
);

export const hideLoginAttribute = booleanAttribute('hide-login', 'hideLogin', {
  description:
    'Switches login off: no Log in link in the header or the drawer (the awards microsite).',
});

export interface UnreadCounts {
  messages?: number;
  notifications?: number;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

export const unreadCountsAttribute: AttributeSpec<UnreadCounts, 'unread-counts', 'unreadCounts'> =
  jsonAttribute(
    'unread-counts',
    'unreadCounts',
    '{ messages?: number; notifications?: number }',
    {
      description:
        'The counts the server knew when it rendered the page, shown until the live counts arrive. JSON, e.g. `{"messages":3,"notifications":12}`.',
    },
    (value): Parsed<UnreadCounts> => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { ok: false, expected: 'an object such as {"messages":3,"notifications":12}' };
      }
      const counts: UnreadCounts = {};
      for (const [key, count] of Object.entries(value)) {
        if ((key !== 'messages' && key !== 'notifications') || !isCount(count)) {
          return {
            ok: false,
            expected: 'only "messages" and "notifications", each a whole number of 0 or more',
          };
        }
        counts[key] = count;
      }
      return { ok: true, value: counts };
    },
  );

export const shellAttributes = [
  siteAttribute,
  localeAttribute,
  roleAttribute,
  userIdAttribute,
  displayNameAttribute,
  currentPathAttribute,
  apiBaseAttribute,
  graphqlUrlAttribute,
  graphqlWsUrlAttribute,
  unreadCountsAttribute,
  hideLoginAttribute,
] as const;

/** The values every shell element reads, by property (`userRole`, `currentPath`, …), typed from the specs above. */
export type ShellValues = ValuesOf<(typeof shellAttributes)[number]>;

export function siteByKey(key: string): PublicSite {
  const site = sites[key] ?? sites[defaultSiteKey];
  if (!site) throw new Error(`site-elements: the default site "${defaultSiteKey}" is missing`);
  return site;
}
