import type { ElementSpec } from '../element-spec.ts';

// Theming hooks every shell element has: the design tokens of
// src/islands/styles/tokens.css, overridable from the page.
export const themeProperties: ElementSpec['cssProperties'] = [
  {
    name: '--site-color-brand',
    description: 'Brand colour (links, buttons, focus ring).',
    default: 'see tokens.css',
  },
  { name: '--site-color-text', description: 'Body text colour.', default: 'see tokens.css' },
  {
    name: '--site-color-surface',
    description: 'Background of bars and panels.',
    default: 'see tokens.css',
  },
  {
    name: '--site-font',
    description: 'Font stack of the shell.',
    default: 'system UI fonts',
  },
];

/** The one slot every element has (the manifest's and the workbench's slot table). */
export const fallbackSlot = {
  name: '',
  description:
    'Server-rendered fallback markup, shown until the element has rendered (and without JavaScript).',
};
