import { createHash } from 'node:crypto';

export interface ElementsScript {
  /** `<script type="module">…</script>`: put it in the page's <head>. */
  html: string;
  /** The CSP source that allows it: add it to `script-src`, e.g. `script-src 'self' 'sha256-…'`. */
  cspHash: string;
}

/**
 * The script that loads the elements bundle on a page whose chrome is
 * server-rendered. The chrome works there before any script (links, drawers,
 * the language switcher), so the bundle waits until the page has loaded and
 * the browser is idle (at the latest 2 s after load): then no JavaScript is
 * fetched or run before the first paint, and none competes with the first tap
 * on the menu. A plain `<script type="module" src>` would be fetched with the
 * HTML and, once cached, run before the first paint. Inline, so that nothing
 * is downloaded for it; a strict CSP allows it by its hash.
 *
 * `bundleUrl`: where dist-elements/site-elements.js is served, a path or an
 * http(s) address.
 */
export function elementsScript(bundleUrl: string): ElementsScript {
  if (!/^(https?:\/\/|\/|\.{1,2}\/)/.test(bundleUrl)) {
    throw new TypeError(
      `elementsScript: the bundle's address must be a path or an http(s) address, got ${JSON.stringify(bundleUrl)}.`,
    );
  }
  // `<` escaped so that the address cannot close the script element.
  const specifier = JSON.stringify(bundleUrl).replaceAll('<', '\\u003c');
  const text =
    `const load=()=>import(${specifier}),` +
    `idle=()=>self.requestIdleCallback?requestIdleCallback(load,{timeout:2000}):setTimeout(load,0);` +
    `document.readyState==="complete"?idle():addEventListener("load",idle,{once:true})`;
  const hash = createHash('sha256').update(text).digest('base64');
  return { html: `<script type="module">${text}</script>`, cspHash: `'sha256-${hash}'` };
}
