import { createHash } from 'node:crypto';
import { shadowStylesheetText } from '../shadow-styles.ts';

/** The file, in dist-elements/, that a server-rendered shadow root links. */
export const shadowStylesheetFile = 'site-elements-shadow.css';

export interface ShadowStylesheet {
  /** The CSS: the same text the elements adopt as constructable sheets. */
  text: string;
  /** A short digest of it, for the file's address. */
  version: string;
  /**
   * The CSP source that allows it inline (`styles: 'inline'`): add it to
   * `style-src`, e.g. `style-src 'self' 'sha256-…'`.
   */
  cspHash: string;
}

let stylesheet: ShadowStylesheet | null = null;

/** The shadow roots' stylesheet. */
export function shadowStylesheet(): ShadowStylesheet {
  if (!stylesheet) {
    const text = shadowStylesheetText();
    const digest = createHash('sha256').update(text);
    const base64 = digest.copy().digest('base64');
    stylesheet = {
      text,
      version: digest.digest('base64url').slice(0, 10),
      cspHash: `'sha256-${base64}'`,
    };
  }
  return stylesheet;
}

/**
 * Its address under `assetsBase` (where dist-elements/ is served), versioned
 * by its content so that it can be cached for good.
 */
export function shadowStylesheetHref(assetsBase: string): string {
  const base = assetsBase.endsWith('/') ? assetsBase : `${assetsBase}/`;
  return `${base}${shadowStylesheetFile}?v=${shadowStylesheet().version}`;
}
