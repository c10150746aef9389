import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

// Astro writes its island runtime (<astro-island>, 4.4 KB) and the directive
// of the page's first island inline into every page: about 3 KB of gzip in
// each HTML file, which then no longer fits in the first TCP round trip of a
// first visit (issue 8: LCP). A build step moves them into one file under
// _astro/, which the page adds on the reader's first interaction with an
// island (IslandRuntime.astro): the islands here hydrate on interaction
// anyway, and every control that works before they run is a native one.
//
// Astro has no public API for this: the module reads two files of its runtime
// and matches what its getPrescripts() writes. This is the one place that
// depends on them; astro is pinned to an exact version in package.json, and a
// page with an island whose scripts no longer match fails the build, naming
// Astro's version, rather than shipping the runtime inline unnoticed.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What getPrescripts() in astro/dist/runtime/server/scripts.js writes before a
 * page's first island: the island styles, the directive's script, the runtime.
 */
const prescripts = new RegExp(
  `<style>${escape(ISLAND_STYLES)}</style><script>((?:(?!</script>)[\\s\\S])*)</script><script>${escape(islandRuntime)}</script>`,
);

/** Where IslandRuntime.astro keeps the runtime until the first interaction with an island. */
const runtimeTemplate = '<template data-island-runtime>';

export interface IslandScript {
  /** The file's name under the assets folder, with a hash of its content. */
  fileName: string;
  content: string;
}

export interface MovedIslandScripts {
  /** The page, its inline island scripts replaced by a script element. */
  html: string;
  script: IslandScript;
}

/**
 * The page's inline island scripts as one file, named by a hash of its
 * content, and the page loading it from `urlOf(fileName)` instead: in the
 * runtime's template when the page has one, else where they were (a module
 * script: it runs once the page is parsed). Null when the page has no island
 * scripts.
 */
export function moveIslandScripts(
  html: string,
  urlOf: (fileName: string) => string,
): MovedIslandScripts | null {
  const match = prescripts.exec(html);
  if (!match) {
    if (html.includes('<astro-island')) throw new AstroPrescriptsChanged();
    return null;
  }
  const content = `${match[1] ?? ''};\n${islandRuntime}\n`;
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  const script = { fileName: `islands.${hash}.js`, content };
  const tag = `<script type="module" src="${urlOf(script.fileName)}"></script>`;
  const styles = `<style>${ISLAND_STYLES}</style>`;
  const before = html.slice(0, match.index);
  const after = html.slice(match.index + match[0].length);
  const moved = html.includes(runtimeTemplate)
    ? (before + styles + after).replace(runtimeTemplate, () => runtimeTemplate + tag)
    : before + styles + tag + after;
  return { html: moved, script };
}

/** Astro no longer writes its island scripts as this module expects. */
export class AstroPrescriptsChanged extends Error {
  constructor() {
    const { version } = createRequire(import.meta.url)('astro/package.json') as { version: string };
    super(
      `astro ${version}: a page has an <astro-island> but not the inline island styles, directive and runtime that src/microsite/build/island-scripts.ts moves out (written for astro 7.3.5). Check what getPrescripts() writes now and update that module.`,
    );
    this.name = 'AstroPrescriptsChanged';
  }
}
