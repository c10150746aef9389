// The elements bundle: `dist-elements/site-elements.js`. A legacy template
// includes it with one <script type="module">. This is the one module that
// registers elements (guarded: loading it twice is harmless); it also exports
// the shared stores so that a page script can read or change the same state.
import shellCss from '../islands/styles/shell.css?inline';
import { createElementClass } from './create-element-class.ts';
import { defineElement } from './define-element.ts';
import hostCss from './element-host.css?inline';
import { createStyleAdopter } from './element-styles.ts';
import { elementSpecs } from './element-catalog.ts';

const adoptStyles = createStyleAdopter(() => `${shellCss}\n${hostCss}`);

for (const spec of elementSpecs) {
  defineElement(spec.tag, () => createElementClass(spec, adoptStyles));
}

export { elementsVersion } from './version.ts';
export {
  $openDrawer,
  closeDrawer,
  openDrawer,
  toggleDrawer,
  type DrawerSide,
} from '../stores/drawers.ts';
export { $unreadMessages, $unreadNotifications } from '../stores/unread.ts';
