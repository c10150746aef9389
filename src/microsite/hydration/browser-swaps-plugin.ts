import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// For the microsite's browser build (registered by src/microsite/build/
// microsite-integration.ts): the chrome's islands use lighter equivalents of
// some modules there, which the first interaction with a header control would
// otherwise download beside React (issue 21). The server still renders with
// the originals, and the elements bundle keeps them.
// - The views' translator formats plain messages (text with `{name}`
//   arguments, all the islands render) without formatjs's runtime.
// - Popups are positioned without @floating-ui/dom, to the same result.
// - Icons come without the footer's social glyphs, which no island draws.
// - The header's account menu and its messages and notifications links are
//   left out: the microsite is logged out.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface BrowserSwap {
  /** The module swapped out, only when one of `importers` imports it. */
  original: string;
  replacement: string;
  importers: readonly string[];
}

export const browserSwaps: readonly BrowserSwap[] = [
  {
    original: `${src}/i18n/create-translator.ts`,
    replacement: `${src}/i18n/plain-translator.ts`,
    importers: [`${src}/islands/use-translator.ts`],
  },
  {
    original: `${src}/islands/popup/position-popup.ts`,
    replacement: `${src}/islands/popup/plain-position-popup.ts`,
    importers: [`${src}/islands/popup/use-dropdown.ts`, `${src}/islands/popup/use-tooltip.ts`],
  },
  {
    original: `${src}/islands/icons/icon-paths.ts`,
    replacement: `${src}/islands/icons/stroke-icon-paths.ts`,
    importers: [`${src}/islands/icons/Icon.tsx`],
  },
  {
    original: `${src}/islands/AccountMenu.tsx`,
    replacement: `${src}/islands/no-account-menu.ts`,
    importers: [`${src}/islands/HeaderActions.tsx`],
  },
  {
    original: `${src}/islands/UnreadLinks.tsx`,
    replacement: `${src}/islands/no-unread-links.ts`,
    importers: [`${src}/islands/HeaderActions.tsx`],
  },
];

export function browserSwapsPlugin(swaps: readonly BrowserSwap[] = browserSwaps): Plugin {
  return {
    name: 'best-design-awards:browser-swaps',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.config.consumer !== 'client') return null;
      if (!importer || !source.startsWith('.')) return null;
      const from = importer.split('?')[0] ?? '';
      const target = resolve(dirname(from), source);
      const swap = swaps.find((one) => one.original === target && one.importers.includes(from));
      return swap?.replacement ?? null;
    },
  };
}
