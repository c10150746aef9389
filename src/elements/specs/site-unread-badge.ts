import { signedInRoles } from '../../navigation/types.ts';
import { enumAttribute } from '../attribute-spec.ts';
import { elementSpec } from '../element-spec.ts';
import { shellAttributes } from '../shell-attributes.ts';
import { themeProperties } from './common-docs.ts';
import { englishMarket, languageExamples, pageAttributes, roleExamples } from './example-parts.ts';

const kinds = ['messages', 'notifications'] as const;

const kindAttribute = enumAttribute('kind', 'kind', kinds, {
  description: 'Which count: unseen chats or unread notifications.',
  defaultText: '"messages"',
});

export const siteUnreadBadgeSpec = elementSpec({
  tag: 'site-unread-badge',
  description:
    'An unread count anywhere on a legacy page, always the same as the header’s: "99+" above 99, hidden at zero, the messages count hidden on /messages pages.',
  attributes: [...shellAttributes, kindAttribute],
  events: [],
  parts: [{ name: 'badge', description: 'The badge itself.' }],
  cssProperties: themeProperties,
  showsFallback: true,
  examples: [
    ...roleExamples(signedInRoles, kinds, (kind) => ({ kind })),
    ...languageExamples('designer', { kind: 'notifications' as const }, { what: 'notifications' }),
    {
      name: 'logged-out',
      title: 'Logged out: no count, nothing shown',
      attributes: { ...pageAttributes(englishMarket, 'logged-out'), kind: 'notifications' },
      testOnly: true,
    },
  ],
});
