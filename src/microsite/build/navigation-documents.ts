import { stylesHash, stylesHashAttribute } from '../navigation-document.ts';
import { applyEdits, type PageEdit } from './page-edits.ts';

// Makes a page's navigation document (../navigation-document.ts says what it
// is) from the page's finished bytes, as the build finishes each page
// (page-finishing.ts). Astro and React write these pages, so the scan relies
// on what they write: `<style>` elements without attributes in the head, and
// the persisted elements' tag names escaped wherever they appear as text or
// attribute values. Every marker is ASCII: byte and character searches agree.

/** Inline styles shorter than this stay inline: a file would cost more than it saves. */
const minimumStylesheetLength = 2048;

const persistAttribute = 'data-astro-transition-persist=';
const noBytes = new Uint8Array(0);

export interface Stylesheet {
  hash: string;
  css: Uint8Array;
}

export interface NavigationDocument {
  bytes: Buffer;
  /** The stylesheets the document links to instead of writing them inline. */
  stylesheets: Stylesheet[];
}

/**
 * The hashes of the styles seen, by length: a page type's pages share their
 * styles, and comparing bytes costs far less than decoding and hashing them
 * again.
 */
const knownStyles = new Map<number, Stylesheet[]>();

function stylesheetOf(css: Buffer): Stylesheet {
  const sameLength = knownStyles.get(css.length) ?? [];
  const known = sameLength.find((sheet) => css.equals(sheet.css));
  if (known) return known;
  const sheet = { hash: stylesHash(css.toString('utf8')), css: Buffer.from(css) };
  knownStyles.set(css.length, [...sameLength, sheet]);
  return sheet;
}

/** The head's large `<style>` elements, each replaced by a link to `urlOf(hash)`. */
function linkLargeStyles(
  page: Buffer,
  headEnd: number,
  urlOf: (hash: string) => string,
): { edits: PageEdit[]; stylesheets: Stylesheet[] } {
  const edits: PageEdit[] = [];
  const stylesheets: Stylesheet[] = [];
  for (let start = page.indexOf('<style>'); start >= 0 && start < headEnd;) {
    const cssStart = start + '<style>'.length;
    const cssEnd = page.indexOf('</style>', cssStart);
    if (cssEnd < 0) break;
    const end = cssEnd + '</style>'.length;
    if (cssEnd - cssStart >= minimumStylesheetLength) {
      const sheet = stylesheetOf(page.subarray(cssStart, cssEnd));
      stylesheets.push(sheet);
      const link = `<link rel="stylesheet" href="${urlOf(sheet.hash)}" ${stylesHashAttribute}="${sheet.hash}">`;
      edits.push({ start, end, bytes: Buffer.from(link) });
    }
    start = page.indexOf('<style>', end);
  }
  return { edits, stylesheets };
}

/** Whether the byte ends a tag's name: white space, `>` or `/`. */
const endsTagName = (byte: number | undefined) =>
  byte === 0x20 ||
  byte === 0x09 ||
  byte === 0x0a ||
  byte === 0x0c ||
  byte === 0x0d ||
  byte === 0x3e ||
  byte === 0x2f;

/** The end of the content of the `tagName` element whose start tag ends at `from`, or -1. */
function contentEnd(page: Buffer, tagName: string, from: number): number {
  const open = `<${tagName}`;
  const close = `</${tagName}>`;
  let depth = 1;
  for (let at = from; ;) {
    const nextClose = page.indexOf(close, at);
    if (nextClose < 0) return -1;
    // Each element opened before the next end tag (`<div` opens a div, `<divider` does not).
    for (let nextOpen = page.indexOf(open, at); nextOpen >= 0 && nextOpen < nextClose;) {
      if (endsTagName(page[nextOpen + open.length])) depth += 1;
      nextOpen = page.indexOf(open, nextOpen + open.length);
    }
    depth -= 1;
    if (depth === 0) return nextClose;
    at = nextClose + close.length;
  }
}

/** Edits leaving every persisted element of the body empty (the router keeps the reader's own). */
function emptyPersisted(page: Buffer, bodyStart: number): PageEdit[] {
  const edits: PageEdit[] = [];
  let skipTo = bodyStart;
  for (let at = page.indexOf(persistAttribute, bodyStart); at >= 0;) {
    const open = page.lastIndexOf('<', at);
    const tagEnd = page.indexOf('>', at);
    const tagName = /^<([a-z][a-z0-9-]*)\s/.exec(page.toString('latin1', open, open + 64))?.[1];
    // Not an attribute of a start tag, or inside a persisted element already left empty.
    const inStartTag = open >= 0 && page.indexOf('>', open) === tagEnd;
    if (open < skipTo || tagEnd < 0 || tagName === undefined || !inStartTag) {
      at = page.indexOf(persistAttribute, at + persistAttribute.length);
      continue;
    }
    const end = contentEnd(page, tagName, tagEnd + 1);
    if (end < 0) throw new Error(`A persisted <${tagName}> is not closed.`);
    if (end > tagEnd + 1) edits.push({ start: tagEnd + 1, end, bytes: noBytes });
    skipTo = end;
    at = page.indexOf(persistAttribute, end);
  }
  return edits;
}

/**
 * The navigation document of `page`: its head's large inline styles linked
 * to `urlOf(hash)` instead, its persisted elements empty. `<noscript>`
 * elements stay: the router removes them from any page it swaps in.
 */
export function navigationDocument(
  page: Buffer,
  urlOf: (hash: string) => string,
): NavigationDocument {
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0) return { bytes: page, stylesheets: [] };
  const { edits, stylesheets } = linkLargeStyles(page, headEnd, urlOf);
  return {
    bytes: applyEdits(page, [...edits, ...emptyPersisted(page, headEnd)]),
    stylesheets,
  };
}

/** The hashes of the stylesheets a navigation document links to. */
export function linkedStylesheets(document: Buffer): string[] {
  const marker = `${stylesHashAttribute}="`;
  const headEnd = document.indexOf('</head>');
  const hashes: string[] = [];
  for (let at = document.indexOf(marker); at >= 0 && at < headEnd;) {
    const start = at + marker.length;
    const end = document.indexOf('"', start);
    hashes.push(document.toString('latin1', start, end));
    at = document.indexOf(marker, end);
  }
  return hashes;
}
