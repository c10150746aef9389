import { describe, expect, it } from 'vitest';
import {
  designTokenEdits,
  inlineDesignTokens,
} from '../../../../src/microsite/build/inline-design-tokens.ts';
import { applyEdits } from '../../../../src/microsite/build/page-edits.ts';

/** The page with the tokens of its <style> elements written in place, as the build finishes it. */
const inlinePageTokens = (html: string) => {
  const page = Buffer.from(html);
  return applyEdits(page, designTokenEdits(page)).toString();
};

// The microsite's pages get the values of the design tokens that only :root
// declares written in place (issue 8: each page's HTML must fit in the first
// round trip); every token a page may change keeps working.

describe('design tokens written in place', () => {
  it('replaces the references of tokens only :root declares, and drops what nothing reads', () => {
    const [css] = inlineDesignTokens(
      [
        ':root,:host{--space:16px;--brand:#4338ca;--ring:0 0 0 2px var(--brand)}' +
          '.a{padding:var(--space) calc(2*var(--space));box-shadow:var(--ring)}' +
          '@media (min-width:600px){.a{color:var( --brand )}}',
      ],
      '<p class="a">',
    );
    expect(css).toBe(
      '.a{padding:16px calc(2*16px);box-shadow:0 0 0 2px #4338ca}' +
        '@media (min-width:600px){.a{color:#4338ca}}',
    );
  });

  it('keeps tokens a page can change: declared twice, outside :root, set inline, or !important', () => {
    const styles = [
      ':root{--gutter:16px;--accent:gold;--hard:1px!important;--kept:red}' +
        '@media (min-width:600px){:root{--gutter:24px}}' +
        '.card{--local:2px;margin:var(--gutter);color:var(--accent);border:var(--hard) solid var(--local)}',
      '.x{outline-color:var(--kept)}',
    ];
    const [first, second] = inlineDesignTokens(styles, '<li style="--accent: #0b7285">');
    expect(first).toBe(
      ':root{--gutter:16px;--accent:gold;--hard:1px!important}' +
        '@media (min-width:600px){:root{--gutter:24px}}' +
        '.card{--local:2px;margin:var(--gutter);color:var(--accent);border:var(--hard) solid var(--local)}',
    );
    // A reference in another style element of the page is replaced too.
    expect(second).toBe('.x{outline-color:red}');
  });

  it('keeps a token whose value reads one that stays, and references with a fallback', () => {
    const [css] = inlineDesignTokens(
      [
        ':root{--a:var(--b);--c:4px}.x{--b:1px}' +
          '.y{width:var(--a);height:var(--c, 2px);margin:var(--c)}',
      ],
      '',
    );
    expect(css).toBe(
      ':root{--a:var(--b);--c:4px}.x{--b:1px}.y{width:var(--a);height:var(--c, 2px);margin:4px}',
    );
  });

  it('rewrites every style element of a page and nothing else', () => {
    const page =
      '<html><head><style>:root{--ink:#17142e}h1{color:var(--ink)}</style>' +
      '<style>p{color:var(--ink)}</style></head>' +
      '<body><h1>Ink</h1><script>const x = "var(--other)";</script></body></html>';
    expect(inlinePageTokens(page)).toBe(
      '<html><head><style>h1{color:#17142e}</style><style>p{color:#17142e}</style></head>' +
        '<body><h1>Ink</h1><script>const x = "var(--other)";</script></body></html>',
    );
    // The body names --ink: a script or an inline style might set it.
    const named = page.replace('<h1>Ink</h1>', '<h1 style="--ink:red">Ink</h1>');
    expect(inlinePageTokens(named)).toBe(named);
    expect(inlinePageTokens('<p>no styles</p>')).toBe('<p>no styles</p>');
  });
});
