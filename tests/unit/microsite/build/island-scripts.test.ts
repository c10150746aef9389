import { describe, expect, it } from 'vitest';
import { AstroIslandScriptsChanged } from '../../../../src/microsite/build/astro-island-scripts.ts';
import { moveIslandScripts } from '../../../../src/microsite/build/island-scripts.ts';
import { applyEdits } from '../../../../src/microsite/build/page-edits.ts';

// The build moves Astro's inline island scripts into one file (issue 8: the
// page's HTML must fit in the first round trip). Pages are made here the way
// Astro 7 writes them: styles, directive and runtime before the first island
// (a stand-in runtime: this test imports nothing of Astro's; every build of
// the site, and assets-host-build.test.ts, runs the real one).

const islandStyles = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const directive = '(()=>{(self.Astro||(self.Astro={})).interaction=(l,o,e)=>{if(a<b)l()}})();';
const runtime =
  '(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})()';
const prescripts = `<style>${islandStyles}</style><script>${directive}</script><script>${runtime}</script>`;
const island = '<astro-island uid="a" client="interaction"><header>…</header></astro-island>';
const template = '<template data-island-runtime></template>';
const page = (head: string) =>
  `<html><head>${head}</head><body>${prescripts}${island}<script>console.log(1)</script></body></html>`;
const generator = 'Astro v7.3.5';
/** The moved page, its scripts' file given the address `/_astro/` + its name. */
const move = (html: string) => {
  const page = Buffer.from(html);
  const moved = moveIslandScripts(page, (fileName) => `/_astro/${fileName}`, generator);
  return moved && { ...moved, html: applyEdits(page, moved.edits).toString() };
};

describe('island scripts', () => {
  it('are the directive and the runtime, in a file named by its content', () => {
    const script = move(page(template))?.script;
    expect(script?.content).toBe(`${directive};\n${runtime}\n`);
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
        `<body><style>${islandStyles}</style>${island}<script>console.log(1)</script></body></html>`,
    );
  });

  it('stay where they were, as a module script, in a page without the template', () => {
    const moved = move(page(''));
    expect(moved?.html).toBe(
      `<html><head></head><body><style>${islandStyles}</style>` +
        `<script type="module" src="/_astro/${moved?.script.fileName}"></script>${island}` +
        '<script>console.log(1)</script></body></html>',
    );
  });

  it('are not moved from a page without islands', () => {
    const plain = '<html><head></head><body><p>$& text</p></body></html>';
    expect(move(plain)).toBeNull();
  });

  it('fail loudly, naming Astro and its version, when a page has an island but Astro wrote its scripts otherwise', () => {
    for (const changed of [
      page(template).replace(`<script>${runtime}</script>`, '<script src="/runtime.js"></script>'),
      page(template).replace(`<script>${directive}</script>`, ''),
      page(template).replace(`<style>${islandStyles}</style>`, ''),
      page(template).replace('customElements.define("astro-island"', 'define("astro-island"'),
      page(template).replace(prescripts, ''),
    ]) {
      expect(() => move(changed)).toThrow(AstroIslandScriptsChanged);
      expect(() => move(changed)).toThrow(
        /^Astro v7\.3\.5: a page has an <astro-island> that is not preceded by/,
      );
    }
  });
});
