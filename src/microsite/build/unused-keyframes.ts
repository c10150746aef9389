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
  byte !== undefined &&
  (byte >= 0x80 || // non-ASCII
    (byte >= 0x30 && byte <= 0x39) || // 0-9
    (byte >= 0x41 && byte <= 0x5a) || // A-Z
    (byte >= 0x61 && byte <= 0x7a) || // a-z
    byte === 0x5f || // _
    byte === 0x2d); // -

/** The end (after its closing brace) of the block that opens at `open`, or -1. */
function blockEnd(page: Buffer, open: number): number {
  let depth = 0;
  for (let at = open; at < page.length; at += 1) {
    if (page[at] === 0x7b) depth += 1;
    else if (page[at] === 0x7d && --depth === 0) return at + 1;
  }
  return -1;
}

const prefix = Buffer.from('astro');

/** Where the page names each identifier that begins with `astro` (whole identifiers only), in one pass. */
function astroNames(page: Buffer): Map<string, number[]> {
  const names = new Map<string, number[]>();
  for (let at = page.indexOf(prefix); at >= 0; at = page.indexOf(prefix, at + 1)) {
    if (continuesName(page[at - 1])) continue;
    let end = at + prefix.length;
    while (continuesName(page[end])) end += 1;
    const name = page.toString('latin1', at, end);
    const places = names.get(name);
    if (places) places.push(at);
    else names.set(name, [at]);
  }
  return names;
}

/** The page's `@keyframes astro…` blocks that it names nowhere else. */
function unusedKeyframes(page: Buffer): ByteRange[] {
  const unused: ByteRange[] = [];
  let names: Map<string, number[]> | undefined;
  for (let start = page.indexOf(marker); start >= 0; start = page.indexOf(marker, start + 1)) {
    const open = page.indexOf('{', start);
    const end = open < 0 ? -1 : blockEnd(page, open);
    if (end < 0) break;
    const name = page.toString('latin1', start + keyword, open).trim();
    if (!/^astro[A-Za-z]+$/.test(name)) continue;
    names ??= astroNames(page);
    const elsewhere = (names.get(name) ?? []).some((at) => at < start || at >= end);
    if (!elsewhere) unused.push({ start, end });
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
    const cut: Buffer[] = [];
    for (const block of blocks) {
      if (block.start < edit.start || block.end > edit.end) {
        if (block.start < edit.end && block.end > edit.start) inside.add(block);
        continue;
      }
      inside.add(block);
      cut.push(page.subarray(block.start, block.end));
    }
    const bytes = cut.length === 0 ? edit.bytes : withoutTexts(edit.bytes, cut);
    result.push(bytes === edit.bytes ? edit : { ...edit, bytes });
  }
  for (const block of blocks)
    if (!inside.has(block)) result.push({ ...block, bytes: new Uint8Array() });
  return result;
}

// The bytes an edit writes are shared by the pages of a type (the design
// tokens' rewritten style is made once, inline-design-tokens.ts): so is
// what is left of them once the keyframes are cut.
const cutBytes = new WeakMap<Uint8Array, Map<string, Uint8Array>>();

/** `bytes` without the first occurrence of each of `texts`. */
function withoutTexts(bytes: Uint8Array, texts: readonly Buffer[]): Uint8Array {
  const key = texts.map((text) => text.toString('latin1')).join('\0');
  let cuts = cutBytes.get(bytes);
  if (!cuts) {
    cuts = new Map();
    cutBytes.set(bytes, cuts);
  }
  let left = cuts.get(key);
  if (!left) {
    let rest = Buffer.from(bytes);
    for (const text of texts) {
      const at = rest.indexOf(text);
      if (at >= 0) rest = Buffer.concat([rest.subarray(0, at), rest.subarray(at + text.length)]);
    }
    left = rest.length === bytes.length ? bytes : rest;
    cuts.set(key, left);
  }
  return left;
}
