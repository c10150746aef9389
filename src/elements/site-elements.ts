// The elements bundle: `dist-elements/site-elements.js`. A legacy template
// includes it with one <script type="module">. This is the one module that
// registers elements (guarded: loading it twice is harmless); it also exports
// the shared stores so that a page script can read or change the same state.
// It holds no React. The elements are defined as it runs, so that a
// framework's first render sets their properties; the views chunk
// (views/views.chunk.tsx) and the catalogues follow (prepare-shell.ts): at
// once for the template's fallback markup, when the reader reaches for it for
// server-rendered HTML (hydration/).
import { createElementClass } from './create-element-class.ts';
import { defineElement } from './define-element.ts';
import { elementSpecs } from './element-catalog.ts';
import type { ShellElementInstance } from './element-spec.ts';
import { adoptStyleSheets } from './element-styles.ts';
import { keepServerHtmlWorking } from './hydration/server-html.ts';
import { pendingStyles } from './pending-styles.ts';
import { preloadPage, prepareShell } from './prepare-shell.ts';
import { seedUnreadCounts } from '../stores/unread.ts';
import { unreadCountsAttribute, type UnreadCounts } from './shell-attributes.ts';

// Before the definitions: a page of fallback markup starts fetching its views
// and catalogues before its elements upgrade.
const fallbackElements = preloadPage(
  document,
  elementSpecs.map((spec) => spec.tag),
);

// Each definition on its own: one that fails leaves the others defined.
for (const spec of elementSpecs) {
  try {
    defineElement(spec.tag, () =>
      createElementClass(spec, {
        adoptStyles: (root) => adoptStyleSheets(root, [pendingStyles]),
        prepare: prepareShell,
        keepServerHtml: keepServerHtmlWorking,
        parsed: (property, value) => {
          if (property === unreadCountsAttribute.property) {
            seedUnreadCounts(value as UnreadCounts);
          }
        },
      }),
    );
  } catch (error) {
    console.error(`<${spec.tag}> could not be defined; its markup stays as it is.`, error);
  }
}

/**
 * Resolves once the elements are defined (as this module runs) and those of
 * the page have rendered: their views, or their server HTML, which they show
 * already. Never rejects: an element that failed says so through its `ready`.
 */
export const elementsDefined: Promise<void> = Promise.allSettled(
  fallbackElements.map((element) => (element as Partial<ShellElementInstance>).ready),
).then(() => {});

export { elementsVersion } from './version.ts';
export {
  $openDrawer,
  closeDrawer,
  openDrawer,
  toggleDrawer,
  type DrawerSide,
} from '../stores/drawers.ts';
export { $unreadMessages, $unreadNotifications } from '../stores/unread.ts';
