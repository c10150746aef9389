import { createHash } from 'node:crypto';
import postcss, { type Declaration, type Root } from 'postcss';
import type { ByteRange, PageEdit } from './page-edits.ts';

// The design tokens are custom properties so that a legacy page can theme
// the custom elements (src/islands/styles/tokens.css). The microsite themes
// nothing: there, every `var(--token)` of a token that only :root declares
// is its value, known at build time. Writing the value in place of the
// reference, and dropping the declarations nothing reads any more, takes
// about 1 KB of gzip off each page, whose HTML must fit in the first round
// trip of a first visit (issue 8: LCP).
//
// Left alone: tokens declared more than once (a media query changes them),
// anywhere but :root, or named in the page outside its styles (an inline
// style="--category-accent: …" sets it per element).

const tokenRoots = new Set([':root', ':host']);

/** `var(--name)` with no fallback: the only form replaced. */
const reference = /var\(\s*(--[\w-]+)\s*\)/g;

/** Any reading of a custom property, with or without a fallback. */
const anyReference = /var\(\s*(--[\w-]+)/g;

const isTokenRoot = (declaration: Declaration) => {
  const rule = declaration.parent;
  if (rule?.type !== 'rule' || rule.parent?.type !== 'root') return false;
  return (rule as postcss.Rule).selectors.every((selector) => tokenRoots.has(selector));
};

/** The custom properties a text names (`--name`, whole names only). */
const namesIn = (text: string): Set<string> => new Set(text.match(/--[\w-]+/g) ?? []);

/** The tokens of these style sheets that can be written in place, with their values. */
function inlinableTokens(sheets: Root[], namedElsewhere: ReadonlySet<string>): Map<string, string> {
  const declared = new Map<string, Declaration[]>();
  for (const sheet of sheets) {
    sheet.walkDecls(/^--/, (declaration) => {
      declared.set(declaration.prop, [...(declared.get(declaration.prop) ?? []), declaration]);
    });
  }
  const tokens = new Map<string, string>();
  for (const [name, declarations] of declared) {
    const [only] = declarations;
    if (declarations.length !== 1 || !only || !isTokenRoot(only) || only.important) continue;
    if (namedElsewhere.has(name)) continue;
    tokens.set(name, only.value.trim());
  }
  // A token whose value reads a token that stays is not known at build time.
  let changed = true;
  while (changed) {
    changed = false;
    for (const [name, value] of tokens) {
      const resolved = value.replace(reference, (whole, used: string) => tokens.get(used) ?? whole);
      if (resolved.includes('var(')) {
        tokens.delete(name);
        changed = true;
      } else if (resolved !== value) {
        tokens.set(name, resolved);
        changed = true;
      }
    }
  }
  return tokens;
}

/**
 * These style sheets' CSS with the build-time-known tokens written in place.
 * `elsewhere` is the rest of the page (its markup and scripts): a token named
 * there may be set at run time and stays a custom property.
 */
export function inlineDesignTokens(styles: readonly string[], elsewhere: string): string[] {
  const sheets = styles.map((css) => postcss.parse(css));
  const tokens = inlinableTokens(sheets, namesIn(elsewhere));
  if (tokens.size === 0) return [...styles];
  const stillRead = new Set<string>();
  for (const sheet of sheets) {
    sheet.walkDecls((declaration) => {
      declaration.value = declaration.value.replace(
        reference,
        (whole, used: string) => tokens.get(used) ?? whole,
      );
      for (const [, used] of declaration.value.matchAll(anyReference))
        if (used) stillRead.add(used);
    });
  }
  for (const sheet of sheets) {
    sheet.walkDecls(/^--/, (declaration) => {
      if (tokens.has(declaration.prop) && !stillRead.has(declaration.prop)) declaration.remove();
    });
    sheet.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
  }
  return sheets.map((sheet) => sheet.toString());
}

/** A <style> element of a page: where its CSS begins and ends (byte offsets). */
interface StyleElement {
  /** Where `<style` is. */
  open: number;
  cssStart: number;
  cssEnd: number;
}

const wordCharacter = /\w/;

/** The page's <style> elements, found with indexOf (no regular expression runs over the page). */
function styleElements(page: Buffer): StyleElement[] {
  const found: StyleElement[] = [];
  let from = 0;
  for (;;) {
    const open = page.indexOf('<style', from);
    if (open < 0) return found;
    from = open + 6;
    // <styles>, <style-x>: not a style element
    if (from < page.length && wordCharacter.test(String.fromCharCode(page[from] ?? 0))) continue;
    const cssStart = page.indexOf('>', from) + 1;
    const cssEnd = page.indexOf('</style>', cssStart);
    if (cssStart === 0 || cssEnd < 0) return found;
    found.push({ open, cssStart, cssEnd });
    from = cssEnd + 8;
  }
}

/** A byte of a custom property's name after its `--`: `[\w-]`, as the regular expressions here read it. */
const isNameByte = (byte: number) =>
  (byte >= 0x30 && byte <= 0x39) || // 0-9
  (byte >= 0x41 && byte <= 0x5a) || // A-Z
  (byte >= 0x61 && byte <= 0x7a) || // a-z
  byte === 0x5f || // _
  byte === 0x2d; // -

/** The custom property names (`--name`) in bytes `from`–`to` of the page, added to `names`. */
function addNamesIn(page: Buffer, from: number, to: number, names: Set<string>): void {
  let at = page.indexOf('--', from);
  while (at >= 0 && at + 2 < to) {
    let end = at + 2;
    while (end < to && isNameByte(page[end] ?? 0)) end += 1;
    if (end > at + 2) names.add(page.toString('latin1', at, end));
    at = page.indexOf('--', end > at + 2 ? end : at + 1);
  }
}

/**
 * The custom properties the page names outside `skipped` (its style elements,
 * the bytes other edits remove) and in `added`, sorted, as one key.
 */
function namesOutside(page: Buffer, skipped: readonly ByteRange[], added: string): string {
  const names = new Set<string>(added.match(/--[\w-]+/g));
  let from = 0;
  const sorted = [...skipped].sort((a, b) => a.start - b.start);
  for (const { start, end } of [...sorted, { start: page.length, end: page.length }]) {
    if (start > from) addNamesIn(page, from, start, names);
    from = Math.max(from, end);
  }
  return [...names].sort().join(' ');
}

// Pages of one type share their styles: a build of ten thousand pages
// parses each distinct set of styles once, keyed by a digest of the styles
// and the names the rest of the page uses, and keeps their rewritten CSS as
// bytes, ready to be copied into the next page of that type.
const inlinedStyles = new Map<string, (Uint8Array | null)[]>();

/**
 * The edits that write the tokens of the page's <style> elements in place.
 * The page's other edits (`removed`, their bytes, and `added`, the text they
 * add) are taken into account: a token named by the finished page stays.
 */
export function designTokenEdits(
  page: Buffer,
  removed: readonly ByteRange[] = [],
  added = '',
): PageEdit[] {
  const elements = styleElements(page);
  if (elements.length === 0) return [];
  const named = namesOutside(
    page,
    [...elements.map(({ open, cssEnd }) => ({ start: open, end: cssEnd + 8 })), ...removed],
    added,
  );
  const digest = createHash('sha256').update(named);
  for (const { cssStart, cssEnd } of elements)
    digest.update(`\0${cssEnd - cssStart}\0`).update(page.subarray(cssStart, cssEnd));
  const key = digest.digest('base64');
  let inlined = inlinedStyles.get(key);
  if (!inlined) {
    const styles = elements.map(({ cssStart, cssEnd }) => page.toString('utf8', cssStart, cssEnd));
    const rewritten = inlineDesignTokens(styles, named);
    inlined = rewritten.map((css, index) => (css === styles[index] ? null : Buffer.from(css)));
    inlinedStyles.set(key, inlined);
  }
  const edits: PageEdit[] = [];
  elements.forEach(({ cssStart, cssEnd }, index) => {
    const bytes = inlined[index];
    if (bytes) edits.push({ start: cssStart, end: cssEnd, bytes });
  });
  return edits;
}
