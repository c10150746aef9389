import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../../../src/microsite/build/page-edits.ts';
import { withUnusedKeyframesCut } from '../../../../src/microsite/build/unused-keyframes.ts';

// The build cuts the keyframes of Astro's transition animations that a page
// does not play: bytes of every page's first round trip that nothing reads.

const astroKeyframes =
  '@keyframes astroFadeInOut{0%{opacity:1}to{opacity:0}}' +
  '@keyframes astroFadeIn{0%{opacity:0;mix-blend-mode:plus-lighter}to{opacity:1;mix-blend-mode:plus-lighter}}' +
  '@keyframes astroSlideFromRight{0%{transform:translate(100%)}}';
const finished = (html: string) => {
  const page = Buffer.from(html);
  return applyEdits(page, withUnusedKeyframesCut(page, [])).toString();
};

describe('unused keyframes', () => {
  it("are cut when the page names none of Astro's", () => {
    const html = finished(
      `<p>日本語</p><style>@keyframes spin{to{rotate:1turn}}${astroKeyframes}.a{color:red}</style>` +
        '<style>::view-transition-old(astro-1){animation:none}</style>',
    );
    expect(html).toBe(
      '<p>日本語</p><style>@keyframes spin{to{rotate:1turn}}.a{color:red}</style>' +
        '<style>::view-transition-old(astro-1){animation:none}</style>',
    );
  });

  it('stay when the page plays them, a name that another begins with included', () => {
    const html = finished(
      `<style>${astroKeyframes}</style>` +
        '<style>::view-transition-new(astro-1){animation:.3s ease-out both astroFadeIn}</style>',
    );
    expect(html).toContain('@keyframes astroFadeIn{');
    expect(html).not.toContain('astroFadeInOut');
    expect(html).not.toContain('astroSlideFromRight');
  });

  it('are cut from the bytes of an edit that rewrites their style (the design tokens)', () => {
    const css = `.a{color:var(--ink)}${astroKeyframes}.b{color:red}`;
    const page = Buffer.from(`<p>x</p><style>${css}</style>`);
    const start = page.indexOf(css);
    const rewritten = {
      start,
      end: start + css.length,
      bytes: Buffer.from(css.replace('var(--ink)', '#000')),
    };
    const edits = withUnusedKeyframesCut(page, [rewritten]);
    expect(edits).toHaveLength(1);
    expect(applyEdits(page, edits).toString()).toBe(
      '<p>x</p><style>.a{color:#000}.b{color:red}</style>',
    );
  });

  it('stay where an edit changes part of them', () => {
    const page = Buffer.from(`<style>${astroKeyframes}</style>`);
    const first = page.indexOf('@keyframes astro');
    const partial = { start: first + 3, end: first + 4, bytes: Buffer.from('K') };
    const edits = withUnusedKeyframesCut(page, [partial]);
    expect(edits).toHaveLength(3);
    expect(applyEdits(page, edits).toString()).toBe(
      `<style>@keKframes astroFadeInOut{0%{opacity:1}to{opacity:0}}</style>`,
    );
  });

  it("cut once from an edit's bytes that pages share, by what each page cuts", () => {
    const css = `.a{color:var(--ink)}${astroKeyframes}`;
    const shared = Buffer.from(css.replace('var(--ink)', '#000'));
    const pageWith = (rest: string) => {
      const page = Buffer.from(`<style>${css}</style>${rest}`);
      const start = page.indexOf(css);
      return { page, edit: { start, end: start + css.length, bytes: shared } };
    };
    const first = pageWith('<p>one</p>');
    const second = pageWith('<p>two, longer</p>');
    const playing = pageWith('<style>.x{animation:astroFadeIn 1s}</style>');
    const [firstEdit] = withUnusedKeyframesCut(first.page, [first.edit]);
    const [secondEdit] = withUnusedKeyframesCut(second.page, [second.edit]);
    const [playingEdit] = withUnusedKeyframesCut(playing.page, [playing.edit]);
    expect(secondEdit?.bytes).toBe(firstEdit?.bytes);
    expect(Buffer.from(firstEdit?.bytes ?? []).toString()).toBe('.a{color:#000}');
    expect(Buffer.from(playingEdit?.bytes ?? []).toString()).toBe(
      '.a{color:#000}@keyframes astroFadeIn{0%{opacity:0;mix-blend-mode:plus-lighter}to{opacity:1;mix-blend-mode:plus-lighter}}',
    );
  });
});
