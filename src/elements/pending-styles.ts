import beforeUpgradeCss from './site-elements.css?inline';
import type { NamedStyles } from './element-styles.ts';

/**
 * How an element looks from its upgrade until its view renders (while the
 * views chunk loads): exactly as before the upgrade. These are the rules of
 * site-elements.css, the page's `:not(:defined)` stylesheet, turned into
 * `:host` rules; the template's fallback markup shows through a <slot>,
 * styled by the page as before, so the upgrade itself shifts nothing.
 */
export const pendingStyles: NamedStyles = {
  name: 'pending',
  cssText: () => beforeUpgradeCss.replace(/([a-z][\w-]*):not\(:defined\)/g, ':host($1)'),
};
