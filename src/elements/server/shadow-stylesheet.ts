import { createHash } from 'node:crypto';
import { shadowStylesheetText } from '../shadow-styles.ts';

/** The file, in dist-elements/, that a server-rendered shadow root links. */
export const shadowStylesheetFile = 'site-elements-shadow.css';

let text: string | null = null;
let version: string | null = null;

/** The shadow roots' stylesheet: the same text the elements adopt as constructable sheets. */
export function shadowStylesheet(): { text: string; version: string } {
  text ??= shadowStylesheetText();
  version ??= createHash('sha256').update(text).digest('base64url').slice(0, 10);
  return { text, version };
}

/**
 * Its address under `assetsBase` (where dist-elements/ is served), versioned
 * by its content so that it can be cached for good.
 */
export function shadowStylesheetHref(assetsBase: string): string {
  const base = assetsBase.endsWith('/') ? assetsBase : `${assetsBase}/`;
  return `${base}${shadowStylesheetFile}?v=${shadowStylesheet().version}`;
}
