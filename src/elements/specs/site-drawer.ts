import { roles } from '../../navigation/types.ts';
import { enumAttribute } from '../attribute-spec.ts';
import { elementSpec } from '../element-spec.ts';
import { shellAttributes } from '../shell-attributes.ts';
import { themeProperties } from './common-docs.ts';
import { englishMarket, languageExamples, pageAttributes, roleExamples } from './example-parts.ts';

const sides = ['left', 'right'] as const;

const sideAttribute = enumAttribute('side', 'side', ['left', 'right'] as const, {
  description:
    '`left`: the main navigation. `right`: the user menu (nothing for logged-out visitors).',
  defaultText: '"left"',
});

export const siteDrawerSpec = elementSpec({
  tag: 'site-drawer',
  description:
    'A mobile drawer (260 px): the main navigation on the left, the user menu on the right. Opened by the header’s buttons or the exported `openDrawer`, wherever it is on the page; the rest of the page is inert while it is open.',
  attributes: [...shellAttributes, sideAttribute],
  events: [
    {
      name: 'site-drawer-open',
      description: 'The drawer opened.',
      detail: "{ side: 'left' | 'right' }",
    },
    {
      name: 'site-drawer-close',
      description: 'The drawer closed.',
      detail: "{ side: 'left' | 'right' }",
    },
    {
      name: 'site-language-change',
      description: 'A language was chosen in the drawer. Cancel it to switch language yourself.',
      detail: '{ locale: string; href: string }',
    },
  ],
  parts: [
    { name: 'drawer', description: 'The drawer panel (a modal <dialog>, 260 px wide).' },
    { name: 'body', description: 'The scrolling content under the drawer’s title.' },
  ],
  cssProperties: themeProperties,
  showsFallback: false,
  examples: [
    ...roleExamples(roles, sides, (side) => ({ side }), { noun: 'side' }),
    ...languageExamples('designer', { side: 'left' as const }, { what: 'left side' }),
    {
      name: 'hide-login',
      title: 'Logged out without the Log in link (the awards microsite)',
      attributes: {
        ...pageAttributes(englishMarket, 'logged-out'),
        side: 'left',
        'hide-login': true,
      },
      testOnly: true,
    },
  ],
});
