import { createHash } from 'node:crypto';
import { findAstroIslandScripts } from './astro-island-scripts.ts';

// Astro writes its island runtime (<astro-island>, 4.4 KB) and the directive
// of the page's first island inline into every page: about 3 KB of gzip in
// each HTML file, which then no longer fits in the first TCP round trip of a
// first visit (issue 8: LCP). The build moves them into one file under
// _astro/, which the page adds on the reader's first interaction with an
// island (IslandRuntime.astro): the islands here hydrate on interaction
// anyway, and every control that works before they run is a native one.
// Where Astro writes them is astro-island-scripts.ts's business.

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

/** Every page of a build has the same scripts: hashed once per content. */
const scriptFiles = new Map<string, IslandScript>();

function islandScript(content: string): IslandScript {
  let script = scriptFiles.get(content);
  if (!script) {
    const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
    script = { fileName: `islands.${hash}.js`, content };
    scriptFiles.set(content, script);
  }
  return script;
}

/**
 * The page's inline island scripts as one file, named by a hash of its
 * content, and the page loading it from `urlOf(fileName)` instead: in the
 * runtime's template when the page has one, else where they were (a module
 * script: it runs once the page is parsed). The island styles stay. Null when
 * the page has no island. `generator` names Astro's version in the error of a
 * page whose scripts are not where Astro used to write them.
 */
export function moveIslandScripts(
  html: string,
  urlOf: (fileName: string) => string,
  generator: string,
): MovedIslandScripts | null {
  const found = findAstroIslandScripts(html, generator);
  if (!found) return null;
  const script = islandScript(`${found.directive};\n${found.runtime}\n`);
  const tag = `<script type="module" src="${urlOf(script.fileName)}"></script>`;
  const styles = `<style>${found.styles}</style>`;
  const before = html.slice(0, found.start);
  const after = html.slice(found.end);
  // One search for the template; the page is cut and joined once.
  const template = html.indexOf(runtimeTemplate);
  const afterTemplate = template + runtimeTemplate.length;
  let moved: string;
  if (template < 0) moved = before + styles + tag + after;
  else if (template < found.start)
    moved =
      html.slice(0, afterTemplate) + tag + html.slice(afterTemplate, found.start) + styles + after;
  else
    moved =
      before + styles + html.slice(found.end, afterTemplate) + tag + html.slice(afterTemplate);
  return { html: moved, script };
}
