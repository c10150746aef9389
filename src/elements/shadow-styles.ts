import shellCss from '../islands/styles/shell.css?inline';
import hostCss from './element-host.css?inline';
import type { NamedStyles } from './element-styles.ts';

/**
 * Every element's shadow root styles, in cascade order: the shell's
 * stylesheets (as the islands use them), then the host box. The views adopt
 * them as constructable sheets; the server renderer links the same text,
 * written to dist-elements/site-elements-shadow.css.
 */
export const shadowStyles: readonly NamedStyles[] = [
  { name: 'shell', cssText: () => shellCss },
  { name: 'host', cssText: () => hostCss },
];

/** The text of dist-elements/site-elements-shadow.css. */
export function shadowStylesheetText(): string {
  return shadowStyles.map((styles) => styles.cssText()).join('\n');
}
