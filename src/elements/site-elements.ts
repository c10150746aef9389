// The elements bundle: `dist-elements/site-elements.js`. A legacy template
// includes it with one <script type="module">. This is the one module that
// registers elements (guarded: loading it twice is harmless); it also exports
// the shared stores so that a page script can read or change the same state.
// It holds no React: the views chunk (views/views.chunk.tsx) loads first, together
// with the catalogues of the elements on the page, and the elements are
// defined once those are in (prepare-shell.ts).
import { createElementClass } from './create-element-class.ts';
import { defineElement } from './define-element.ts';
import { elementSpecs } from './element-catalog.ts';
import { adoptStyleSheets } from './element-styles.ts';
import { pendingStyles } from './pending-styles.ts';
import { preparePage, prepareShell } from './prepare-shell.ts';
import { seedUnreadCounts } from '../stores/unread.ts';
import { unreadCountsAttribute, type UnreadCounts } from './shell-attributes.ts';

/** Resolves once every element is defined (what `customElements.whenDefined` tells per tag). */
export const elementsDefined: Promise<void> = preparePage(
  document,
  elementSpecs.map((spec) => spec.tag),
).then(() => {
  // Each definition on its own: one that fails leaves the others defined.
  for (const spec of elementSpecs) {
    try {
      defineElement(spec.tag, () =>
        createElementClass(spec, {
          adoptStyles: (root) => adoptStyleSheets(root, [pendingStyles]),
          prepare: prepareShell,
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
});

export { elementsVersion } from './version.ts';
export {
  $openDrawer,
  closeDrawer,
  openDrawer,
  toggleDrawer,
  type DrawerSide,
} from '../stores/drawers.ts';
export { $unreadMessages, $unreadNotifications } from '../stores/unread.ts';
