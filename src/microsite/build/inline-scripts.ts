import { minifiedOnce } from './minified-once.ts';
import type { ByteRange, PageEdit } from './page-edits.ts';

// The page's inline scripts (DialogFallback, IslandRuntime, AfterFirstPaint:
// Astro writes `is:inline` scripts as their source is written, indentation
// and comments included), minified. Every page of a build has the same few:
// each is minified once. About 125 B of brotli on each page, whose HTML must
// fit the first round trip of a first visit (issue 8); the Japanese home had
// tens of bytes left.

const tagStart = '<script';
/** The opening tags of inline scripts: classic, and module (run once the page is parsed). */
const opens = ['>', ' type="module">'].map((rest) => Buffer.from(tagStart + rest));
const close = '</script>';

/**
 * The edits that minify the page's inline scripts (`<script>` with no
 * attribute or with `type="module"` alone), except those in `removed` (bytes
 * another edit takes out).
 */
export function inlineScriptEdits(page: Buffer, removed: readonly ByteRange[] = []): PageEdit[] {
  const edits: PageEdit[] = [];
  let from = 0;
  for (;;) {
    const start = page.indexOf(tagStart, from);
    if (start < 0) return edits;
    const open = opens.find((tag) => page.subarray(start, start + tag.length).equals(tag));
    if (!open) {
      from = start + tagStart.length;
      continue;
    }
    const codeStart = start + open.length;
    const codeEnd = page.indexOf(close, codeStart);
    if (codeEnd < 0) return edits;
    from = codeEnd + close.length;
    if (removed.some((range) => start < range.end && from > range.start)) continue;
    const bytes = minifiedOnce(page.toString('utf8', codeStart, codeEnd), 'js');
    if (bytes) edits.push({ start: codeStart, end: codeEnd, bytes });
  }
}
