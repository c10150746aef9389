import { describe, expect, it } from 'vitest';
import { inlineScriptEdits } from '../../../../src/microsite/build/inline-scripts.ts';
import { applyEdits } from '../../../../src/microsite/build/page-edits.ts';

// The build minifies each page's inline scripts (Astro writes `is:inline`
// scripts as their source is written): every byte counts in the first round
// trip of a first visit.

const source = `
  (() => {
    // A comment the reader never needs.
    const greeting = 'こんにちは';
    document.body.dataset.greeting = greeting;
  })();
`;

describe('inline scripts', () => {
  it('are minified, and still do the same', () => {
    const page = Buffer.from(`<p>日本語</p><script>${source}</script><p>after</p>`);
    const html = applyEdits(page, inlineScriptEdits(page)).toString();
    const code = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(code.length).toBeLessThan(source.length * 0.6);
    expect(code).toContain('こんにちは');
    expect(code).not.toContain('comment');
    expect(html.startsWith('<p>日本語</p><script>')).toBe(true);
    expect(html.endsWith('</script><p>after</p>')).toBe(true);
    const body = { dataset: {} as Record<string, string> };
    new Function('document', code)({ body });
    expect(body.dataset['greeting']).toBe('こんにちは');
  });

  it('minify inline module scripts too (the page runs them once it is parsed)', () => {
    const page = Buffer.from(`<script type="module">${source}</script><script>${source}</script>`);
    const html = applyEdits(page, inlineScriptEdits(page)).toString();
    const [module, classic] = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)];
    expect(module?.[0].startsWith('<script type="module">')).toBe(true);
    expect(module?.[1]).toBe(classic?.[1]);
    expect(module?.[1]?.length).toBeLessThan(source.length * 0.6);
  });

  it('leave other scripts, and the bytes another edit removes, as they are', () => {
    const data = `<script type="application/ld+json">{ "name": "x" }</script>`;
    const external = `<script type="module" src="/a.js"></script><script src="/b.js"></script>`;
    const module = `<script type="module">${source}</script>`;
    const page = Buffer.from(`${data}${external}${module}<script>${source}</script><script`);
    const removedFrom = Buffer.byteLength(data + external + module);
    expect(inlineScriptEdits(page, [{ start: removedFrom, end: page.length }])).toHaveLength(1);
    expect(inlineScriptEdits(page)).toHaveLength(2);
  });
});
