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
 * the language switcher), so the bundle waits until the page has loaded, the
 * browser has reported its first contentful paint, and it is idle (at the
 * latest 2 s later): then no JavaScript is fetched or run before the first
 * paint, and none competes with the first tap on the menu.
 *
 * The load event alone is not enough: Chromium can fire it, and be idle,
 * before its first paint, and Lighthouse then counts the bundle in its LCP
 * estimate (903 against 753 ms on the demo page); two animation frames are not
 * enough either (the paint's timestamp, when it reached the screen, can come
 * later). It is the rule of src/lib/after-first-paint.ts, written inline
 * because this script can import nothing but the bundle: two animation frames
 * where paint timing is missing, and the bundle 3 s after the load event
 * should the paint never be reported (a tab opened in the background paints
 * nothing until it is shown).
 *
 * A plain `<script type="module" src>` would be fetched with the HTML and,
 * once cached, run before the first paint. Inline, so that nothing is
 * downloaded for it; a strict CSP allows it by its hash.
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
    `let asked=false;` +
    `const load=()=>import(${specifier}),` +
    `idle=()=>{if(asked)return;asked=true;` +
    `self.requestIdleCallback?requestIdleCallback(load,{timeout:2000}):setTimeout(load,0)},` +
    `painted=()=>{setTimeout(idle,3000);` +
    `PerformanceObserver.supportedEntryTypes.includes("paint")` +
    `?new PerformanceObserver((list,observer)=>{` +
    `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();idle()}` +
    `}).observe({type:"paint",buffered:true})` +
    `:requestAnimationFrame(()=>requestAnimationFrame(idle))};` +
    `document.readyState==="complete"?painted():addEventListener("load",painted,{once:true})`;
  const hash = createHash('sha256').update(text).digest('base64');
  return { html: `<script type="module">${text}</script>`, cspHash: `'sha256-${hash}'` };
}
