import { footerVariants, roles } from '../../navigation/types.ts';
import { enumAttribute } from '../attribute-spec.ts';
import { elementSpec } from '../element-spec.ts';
import { shellAttributes } from '../shell-attributes.ts';
import { themeProperties } from './common-docs.ts';
import { languageExamples, roleExamples } from './example-parts.ts';

const aboutLink = '<a href="/about">About us</a>';

const variantAttribute = enumAttribute('variant', 'variant', footerVariants, {
  description:
    '`full`: Company, Design services, Get a design, Resources. `focused`: no link groups. `reduced`: Design services, Support, Resources, Company (designers get no Support group: their Help Center link stays under Resources).',
  defaultText: '"full"',
});

export const siteFooterSpec = elementSpec({
  tag: 'site-footer',
  description:
    'The site footer: link groups per variant, the support phone (for logged-out visitors and contest holders only), social and legal links, copyright and the language switcher.',
  attributes: [...shellAttributes, variantAttribute],
  events: [
    {
      name: 'site-language-change',
      description:
        'A language was chosen. Cancel it to switch language yourself; the link then does not navigate.',
      detail: '{ locale: string; href: string }',
    },
  ],
  parts: [{ name: 'footer', description: 'The whole footer (background, spacing).' }],
  cssProperties: themeProperties,
  showsFallback: true,
  examples: [
    ...roleExamples(roles, footerVariants, (variant) => ({ variant }), {
      noun: 'variant',
      content: aboutLink,
    }),
    ...languageExamples('logged-out', {}, { content: aboutLink }),
    {
      name: 'regional-locale',
      title: 'A regional locale of a multilingual site (Swiss French), reduced',
      attributes: { site: 'ch-fr', locale: 'fr-CH', variant: 'reduced' },
      testOnly: true,
    },
  ],
});
