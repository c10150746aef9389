import { createHash } from 'node:crypto';
import { findAstroIslandScripts } from './astro-island-scripts.ts';
import type { PageEdit } from './page-edits.ts';

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

const noBytes = new Uint8Array(0);

export interface IslandScript {
  /** The file's name under the assets folder, with a hash of its content. */
  fileName: string;
  content: string;
}

export interface MovedIslandScripts {
  /** The page's changes: its inline island scripts out, a script element loading their file in. */
  edits: PageEdit[];
  /** The script element, as text. */
  tag: string;
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
  page: Buffer,
  urlOf: (fileName: string) => string,
  generator: string,
): MovedIslandScripts | null {
  const found = findAstroIslandScripts(page, generator);
  if (!found) return null;
  const script = islandScript(`${found.directive};\n${found.runtime}\n`);
  const tag = `<script type="module" src="${urlOf(script.fileName)}"></script>`;
  const bytes = Buffer.from(tag);
  const template = page.indexOf(runtimeTemplate);
  const edits: PageEdit[] =
    template < 0
      ? [{ start: found.start, end: found.end, bytes }]
      : [
          { start: found.start, end: found.end, bytes: noBytes },
          {
            start: template + runtimeTemplate.length,
            end: template + runtimeTemplate.length,
            bytes,
          },
        ];
  return { edits, tag, script };
}
