import { minifiedOnce } from './minified-once.ts';
import type { ByteRange, PageEdit } from './page-edits.ts';

// The page's style elements that Astro writes as their source is written
// (the view transition scope of `transition:animate`, with its spaces, tabs
// and line breaks), minified; the styles Vite bundled are minified already
// and stay as they are. About 40 B of brotli on each page, whose HTML must
// fit the first round trip of a first visit (issue 8): the Japanese home
// had gone over it by a few bytes.

const open = Buffer.from('<style>');
const close = '</style>';

/** Whether CSS is written as source: it has a line break, a tab or a space after a brace or semicolon. */
const asWritten = (css: string) => /[\n\t]|[{;] /.test(css);

/**
 * The edits that minify the page's `<style>` elements written as source,
 * except those that `other` edits (another step's bytes) touch.
 */
export function inlineStyleEdits(page: Buffer, other: readonly ByteRange[] = []): PageEdit[] {
  const edits: PageEdit[] = [];
  let from = 0;
  for (;;) {
    const start = page.indexOf(open, from);
    if (start < 0) return edits;
    const cssStart = start + open.length;
    const cssEnd = page.indexOf(close, cssStart);
    if (cssEnd < 0) return edits;
    from = cssEnd + close.length;
    if (other.some((range) => start < range.end && from > range.start)) continue;
    const css = page.toString('utf8', cssStart, cssEnd);
    if (!asWritten(css)) continue;
    const bytes = minifiedOnce(css, 'css');
    if (bytes) edits.push({ start: cssStart, end: cssEnd, bytes });
  }
}
