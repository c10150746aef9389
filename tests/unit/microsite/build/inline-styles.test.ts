import { describe, expect, it } from 'vitest';
import { inlineStyleEdits } from '../../../../src/microsite/build/inline-styles.ts';
import { applyEdits } from '../../../../src/microsite/build/page-edits.ts';

// The build minifies the style elements Astro writes as their source is
// written (a view transition scope's): every byte counts in the first round
// trip of a first visit. The styles Vite bundled are left as they are.

const asWritten = `[data-astro-transition-scope="astro-1"] { view-transition-name: astro-1; }@layer astro { ::view-transition-old(astro-1) { animation: none; opacity: 0; } }[data-astro-transition-fallback="old"] [data-astro-transition-scope="astro-1"],
\t\t\t[data-astro-transition-fallback="old"][data-astro-transition-scope="astro-1"] { animation: none; }`;
const bundled =
  '.a{font-size:calc(.75em * 16 / 15);color:#ffffff}@media (width>=600px){.a{color:red}}';

describe('inline styles', () => {
  it('written as source are minified, with the same rules', () => {
    const page = Buffer.from(`<p>日本語</p><style>${asWritten}</style><p>after</p>`);
    const html = applyEdits(page, inlineStyleEdits(page)).toString();
    const css = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(css.length).toBeLessThan(asWritten.length - 30);
    expect(css).not.toMatch(/[\n\t]|[{;] /);
    expect(css).toContain('view-transition-name:astro-1');
    expect(css).toContain('@layer astro{::view-transition-old(astro-1){animation:none;opacity:0}}');
    expect(html.startsWith('<p>日本語</p><style>')).toBe(true);
    expect(html.endsWith('</style><p>after</p>')).toBe(true);
  });

  it('leave bundled styles, and the bytes another edit changes, as they are', () => {
    const page = Buffer.from(`<style>${bundled}</style><style>${asWritten}</style>`);
    const second = page.indexOf('<style>', 1);
    expect(inlineStyleEdits(page).map(({ start }) => start)).toEqual([second + 7]);
    expect(inlineStyleEdits(page, [{ start: second + 10, end: second + 12 }])).toEqual([]);
  });
});
