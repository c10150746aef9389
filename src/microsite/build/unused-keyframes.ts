import type { ByteRange, PageEdit } from './page-edits.ts';

// Astro's ClientRouter brings the keyframes of its transition animations
// (astro/components/viewtransitions.css: astroFadeIn, astroSlideFromRight…)
// into every page's bundled style, and a page plays one only through the
// scope style that a `transition:animate` writes into it, which names it. The
// layout's is "none": the seven @keyframes are 506 B (81 B of brotli) of
// every page that nothing reads, and the Japanese home is within bytes of
// the first round trip (issue 8). Each `@keyframes astro…` whose name the page
// names nowhere else is cut; a page that animates keeps what it plays.

const marker = Buffer.from('@keyframes astro');
const keyword = '@keyframes '.length;

/** Whether `byte` may continue a CSS identifier (an ASCII letter, digit, `-` or `_`, or any non-ASCII byte). */
const continuesName = (byte: number | undefined) =>
  byte !== undefined && (byte >= 0x80 || /[\w-]/.test(String.fromCharCode(byte)));

/** The end (after its closing brace) of the block that opens at `open`, or -1. */
function blockEnd(page: Buffer, open: number): number {
  let depth = 0;
  for (let at = open; at < page.length; at += 1) {
    if (page[at] === 0x7b) depth += 1;
    else if (page[at] === 0x7d && --depth === 0) return at + 1;
  }
  return -1;
}

/** Whether the page names `name` (as a whole identifier) outside `block`. */
function namedElsewhere(page: Buffer, name: string, block: ByteRange): boolean {
  for (let at = page.indexOf(name); at >= 0; at = page.indexOf(name, at + 1)) {
    if (at >= block.start && at < block.end) continue;
    if (!continuesName(page[at - 1]) && !continuesName(page[at + name.length])) return true;
  }
  return false;
}

/** The page's `@keyframes astro…` blocks that it names nowhere else. */
function unusedKeyframes(page: Buffer): ByteRange[] {
  const unused: ByteRange[] = [];
  for (let start = page.indexOf(marker); start >= 0; start = page.indexOf(marker, start + 1)) {
    const open = page.indexOf('{', start);
    const end = open < 0 ? -1 : blockEnd(page, open);
    if (end < 0) break;
    const name = page.toString('latin1', start + keyword, open).trim();
    if (/^astro[A-Za-z]+$/.test(name) && !namedElsewhere(page, name, { start, end }))
      unused.push({ start, end });
  }
  return unused;
}

/**
 * `edits` (the other steps', which must not overlap) with the page's unused
 * Astro keyframes cut: a block that an edit rewrites (the design tokens
 * rewrite a whole style) is cut from that edit's bytes, where it is the same
 * text; any other is cut by an edit of its own.
 */
export function withUnusedKeyframesCut(page: Buffer, edits: readonly PageEdit[]): PageEdit[] {
  const blocks = unusedKeyframes(page);
  if (blocks.length === 0) return [...edits];
  const result: PageEdit[] = [];
  const inside = new Set<ByteRange>();
  for (const edit of edits) {
    let bytes = Buffer.from(edit.bytes);
    for (const block of blocks) {
      if (block.start < edit.start || block.end > edit.end) {
        if (block.start < edit.end && block.end > edit.start) inside.add(block);
        continue;
      }
      inside.add(block);
      const text = page.subarray(block.start, block.end);
      const at = bytes.indexOf(text);
      if (at >= 0) bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + text.length)]);
    }
    result.push(bytes.length === edit.bytes.length ? edit : { ...edit, bytes });
  }
  for (const block of blocks)
    if (!inside.has(block)) result.push({ ...block, bytes: new Uint8Array() });
  return result;
}
