import { headerVariants, roles } from '../../navigation/types.ts';
import { booleanAttribute, enumAttribute, stringAttribute } from '../attribute-spec.ts';
import { elementSpec } from '../element-spec.ts';
import { shellAttributes } from '../shell-attributes.ts';
import { themeProperties } from './common-docs.ts';
import { englishMarket, languageExamples, pageAttributes, roleExamples } from './example-parts.ts';

const wordmark = '<a href="/">Designmarket</a>';

const variantAttribute = enumAttribute('variant', 'variant', headerVariants, {
  description: '`focused` shows only the support phone; `blog` shows the blog top bar.',
  defaultText: '"default"',
});

const mainIdAttribute = stringAttribute(
  'main-id',
  'mainId',
  {
    description:
      'The id of the page’s main content; the skip link moves the focus to it, whatever its markup (see “Readers’ settings” in the overview).',
    defaultText: '"main"',
  },
  (id) => (/^[A-Za-z][\w-]*$/.test(id) ? null : 'an element id'),
);

const drawersAttribute = booleanAttribute('drawers', 'drawers', {
  description:
    'The header renders the left and right drawers itself (leave out `<site-drawer>` then), so that its menu button and avatar open them with plain HTML before any script: invoker commands do not reach into another element’s shadow root. The server-rendered chrome sets it.',
});

export const siteHeaderSpec = elementSpec({
  tag: 'site-header',
  description:
    'The site header: skip link, menu button, wordmark, primary navigation and the role’s actions (log in and support phone; support menu; messages, notifications and the avatar that opens the user drawer).',
  attributes: [...shellAttributes, variantAttribute, mainIdAttribute, drawersAttribute],
  events: [
    {
      name: 'site-drawer-open',
      description: 'With `drawers`: one of the header’s drawers opened.',
      detail: "{ side: 'left' | 'right' }",
    },
    {
      name: 'site-drawer-close',
      description: 'With `drawers`: one of the header’s drawers closed.',
      detail: "{ side: 'left' | 'right' }",
    },
    {
      name: 'site-language-change',
      description:
        'A language was chosen. Cancel it to switch language yourself; the link then does not navigate.',
      detail: '{ locale: string; href: string }',
    },
  ],
  parts: [
    { name: 'header', description: 'The whole header (background, border, shadow).' },
    {
      name: 'bar',
      description: 'The row inside it that holds the wordmark, navigation and actions.',
    },
  ],
  cssProperties: themeProperties,
  showsFallback: true,
  examples: [
    ...roleExamples(roles, headerVariants, (variant) => ({ variant }), {
      noun: 'variant',
      content: wordmark,
    }),
    ...languageExamples('designer', {}, { content: wordmark }),
    {
      name: 'drawers',
      title: 'With its own drawers, as the server-rendered chrome has them',
      attributes: { ...pageAttributes(englishMarket, 'contest-holder'), drawers: true },
      content: wordmark,
    },
    {
      name: 'hide-login',
      title: 'Logged out without the Log in link (the awards microsite)',
      attributes: { ...pageAttributes(englishMarket, 'logged-out'), 'hide-login': true },
      testOnly: true,
    },
    {
      name: 'blog-path',
      title: 'A blog page: the current link marked',
      attributes: {
        ...pageAttributes(englishMarket, 'designer'),
        variant: 'blog',
        'current-path': '/blog/',
        'main-id': 'content',
      },
      testOnly: true,
    },
  ],
});
