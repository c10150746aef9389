import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { describe, expect, it } from 'vitest';
import {
  AstroPrescriptsChanged,
  moveIslandScripts,
} from '../../../../src/microsite/build/island-scripts.ts';

// The build moves Astro's inline island scripts into one file (issue 8: the
// page's HTML must fit in the first round trip). Pages are made here the way
// Astro writes them: styles, directive and runtime before the first island.

const directive = '(()=>{(self.Astro||(self.Astro={})).interaction=(l,o,e)=>{if(a<b)l()}})();';
const prescripts = `<style>${ISLAND_STYLES}</style><script>${directive}</script><script>${islandRuntime}</script>`;
const island = '<astro-island uid="a" client="interaction"><header>…</header></astro-island>';
const template = '<template data-island-runtime></template>';
const page = (head: string) =>
  `<html><head>${head}</head><body>${prescripts}${island}<script>console.log(1)</script></body></html>`;
/** The moved page, its scripts' file given the address `/_astro/` + its name. */
const move = (html: string) => moveIslandScripts(html, (fileName) => `/_astro/${fileName}`);

describe('island scripts', () => {
  it('are the directive and the runtime, in a file named by its content', () => {
    const script = move(page(template))?.script;
    expect(script?.content).toBe(`${directive};\n${islandRuntime}\n`);
    expect(script?.fileName).toMatch(/^islands\.[\w-]{8}\.js$/);
    expect(move(page(''))?.script.fileName).toBe(script?.fileName);
    const other = move(page('').replace(directive, '(()=>{})();'))?.script;
    expect(other?.fileName).not.toBe(script?.fileName);
  });

  it("go into the runtime's template, added on the first interaction with an island", () => {
    const moved = move(page(template));
    expect(moved?.html).toBe(
      '<html><head><template data-island-runtime>' +
        `<script type="module" src="/_astro/${moved?.script.fileName}"></script>` +
        '</template></head>' +
        `<body><style>${ISLAND_STYLES}</style>${island}<script>console.log(1)</script></body></html>`,
    );
  });

  it('stay where they were, as a module script, in a page without the template', () => {
    const moved = move(page(''));
    expect(moved?.html).toBe(
      `<html><head></head><body><style>${ISLAND_STYLES}</style>` +
        `<script type="module" src="/_astro/${moved?.script.fileName}"></script>${island}` +
        '<script>console.log(1)</script></body></html>',
    );
  });

  it('are not moved from a page without islands', () => {
    const plain = '<html><head></head><body><p>$& text</p></body></html>';
    expect(move(plain)).toBeNull();
  });

  it('fail loudly, naming Astro, when a page has an island but Astro wrote its scripts otherwise', () => {
    for (const changed of [
      page(template).replace(
        `<script>${islandRuntime}</script>`,
        '<script src="/runtime.js"></script>',
      ),
      page(template).replace(islandRuntime, `${islandRuntime};/* patched */`),
    ]) {
      expect(() => move(changed)).toThrow(AstroPrescriptsChanged);
      expect(() => move(changed)).toThrow(/^astro \d+\.\d+\.\d+: a page has an <astro-island>/);
    }
  });
});
