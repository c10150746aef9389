// icon-paths.ts for the microsite's islands in the browser
// (src/microsite/hydration/browser-swaps-plugin.ts): their header and drawer
// draw stroke icons only; the social glyphs are the footer's, which stays
// static HTML there (tests/unit/microsite/chrome/island-props.test.tsx).
// Without them, the first tap on a header control downloads ~0.9 KB less.
export { strokeIcons } from './icon-paths.ts';

export const filledIcons = {};
