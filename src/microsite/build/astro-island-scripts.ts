// Astro writes its island runtime inline, before a page's first island: a
// <style> for the island elements, a <script> with the island's client
// directive, a <script> defining <astro-island>. Astro has no public API to
// keep these out of the page (they are about 3 KB of gzip in every HTML file,
// issue 8), so the build moves them into a file (island-scripts.ts). This
// module is the one place that knows where Astro puts them; it reads the page
// as bytes, imports nothing of Astro's, and throws, naming Astro's version, on
// a page whose island is not preceded by them (written for astro 7.3.5,
// pinned in package.json; tests/unit/microsite/build/island-scripts.test.ts,
// and every build of the site, check it).

import { endsAt } from './page-edits.ts';

/** The inline island scripts of a page and where they are (byte offsets). */
export interface AstroIslandScripts {
  /** Where the directive's <script> begins, just after the island styles' </style>. */
  start: number;
  /** Just after the runtime's </script>, where the first <astro-island begins. */
  end: number;
  /** The text of the client directive's <script>. */
  directive: string;
  /** The text of the <script> that defines <astro-island>. */
  runtime: string;
}

const island = '<astro-island';
/** What the runtime script must contain: the definition of the island element. */
const runtimeMark = 'customElements.define("astro-island"';

/** The element `<name>…</name>` (no attributes) that ends at byte `end`, if there is one. */
function elementEndingAt(page: Buffer, end: number, name: 'style' | 'script') {
  const open = `<${name}>`;
  const close = `</${name}>`;
  if (!endsAt(page, end, close)) return null;
  const start = page.lastIndexOf(open, end - close.length);
  if (start < 0) return null;
  return { start, text: page.toString('utf8', start + open.length, end - close.length) };
}

/**
 * The inline island scripts before the page's first island; null when the
 * page has no island. `generator` is Astro's name and version, as
 * `context.generator` gives it ("Astro v7.3.5").
 */
export function findAstroIslandScripts(page: Buffer, generator: string): AstroIslandScripts | null {
  const end = page.indexOf(island);
  if (end < 0) return null;
  const runtime = elementEndingAt(page, end, 'script');
  const directive = runtime && elementEndingAt(page, runtime.start, 'script');
  const styles = directive && elementEndingAt(page, directive.start, 'style');
  if (!runtime || !directive || !styles || !runtime.text.includes(runtimeMark))
    throw new AstroIslandScriptsChanged(generator);
  return { start: directive.start, end, directive: directive.text, runtime: runtime.text };
}

/** Astro no longer writes its island scripts as this module expects. */
export class AstroIslandScriptsChanged extends Error {
  constructor(generator: string) {
    super(
      `${generator}: a page has an <astro-island> that is not preceded by the inline island styles, directive and runtime that src/microsite/build/astro-island-scripts.ts finds (written for astro 7.3.5). Check what Astro writes before a page's first island now (getPrescripts() in astro/dist/runtime/server/scripts.js) and update that module.`,
    );
    this.name = 'AstroIslandScriptsChanged';
  }
}
