import { existsSync, readFileSync } from 'node:fs';
import { gzipSize } from './compress.ts';

// Which package the bytes of a minified file come from, by its source map:
// every mapping segment covers the generated text up to the next segment, and
// that text is counted for the segment's source. A small decoder of the
// source map "mappings" field (base64 VLQ), so that the bench needs no extra
// dependency.

interface RawSourceMap {
  sources: string[];
  mappings: string;
}

export interface Attribution {
  /** A package name (`react-dom`, `@apollo/client`), a project folder (`src/live`), or `(unmapped)`. */
  owner: string;
  /** Minified bytes (UTF-8) attributed to it. */
  bytes: number;
  /** Its bytes alone, gzip-compressed: a guide to its share of the compressed file. */
  gzip: number;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...base64].map((character, index) => [character, index]));

/** Decodes one mappings segment ("AAgBC") into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = digitOf.get(character);
    if (digit === undefined) throw new Error(`invalid source map character "${character}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The owner of a source path: the package under node_modules, or the folder under src/. */
export function ownerOf(source: string): string {
  const marker = 'node_modules/';
  const at = source.lastIndexOf(marker);
  if (at >= 0) {
    const [first = '', second = ''] = source.slice(at + marker.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (source.includes('virtual:')) return source.slice(source.indexOf('virtual:'));
  const project = /(?:^|\/)(src\/[^/]+)/.exec(source);
  return project?.[1] ?? source.replace(/^(\.\.\/)+/, '');
}

/**
 * Vite maps neither the virtual module of market data nor CSS imported with
 * `?inline`: name those unmapped runs by what they hold.
 */
function unmappedOwner(text: string): string {
  if (text.includes('sitegroup:')) return 'virtual:public-sites (unmapped)';
  if (/:host\s*\{|--site-[a-z-]+:/.test(text)) return 'inlined CSS (unmapped)';
  return '(unmapped)';
}

/** Bytes of `code` per owner, largest first. */
export function attribute(
  code: string,
  map: RawSourceMap,
  owner: (source: string) => string = ownerOf,
): Attribution[] {
  const slices = new Map<string, string[]>();
  const add = (owner: string, text: string) => {
    if (text === '') return;
    const list = slices.get(owner) ?? [];
    list.push(text);
    slices.set(owner, list);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineNumber) => {
    const segments = (mappingLines[lineNumber] ?? '').split(',').filter((s) => s !== '');
    let column = 0;
    const starts: { column: number; owner: string }[] = [];
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        // The other fields (source line, column, name) are deltas too, but we only need the source.
        starts.push({ column, owner: owner(map.sources[sourceIndex] ?? '(unmapped)') });
      } else {
        starts.push({ column, owner: '(unmapped)' });
      }
    }
    const head = line.slice(0, starts[0]?.column ?? line.length);
    add(unmappedOwner(head), head);
    starts.forEach((start, index) => {
      const text = line.slice(start.column, starts[index + 1]?.column ?? line.length);
      add(start.owner === '(unmapped)' ? unmappedOwner(text) : start.owner, text);
    });
  });
  return [...slices]
    .map(([owner, texts]) => {
      const text = texts.join('');
      return { owner, bytes: Buffer.byteLength(text), gzip: gzipSize(text) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** The source map next to a built file (`file.js.map`), or null when there is none. */
export function readSourceMap(file: string): RawSourceMap | null {
  const path = `${file}.map`;
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as RawSourceMap;
}

/**
 * Code that only signed-in users need (../../shared/design.md "One bundle, one
 * runtime"): Apollo and the graphql packages, graphql-ws, and the push code.
 */
export const isLiveOnlySource = (source: string): boolean =>
  /node_modules\/(@apollo\/|graphql-ws\/|graphql\/)|src\/live\/push\//.test(source);

/** Bytes of a built file that are live-only code (0 without a source map). */
export function liveOnlyBytes(file: string): number {
  const map = readSourceMap(file);
  if (!map) return 0;
  const code = readFileSync(file, 'utf8');
  const parts = attribute(code, map, (source) => (isLiveOnlySource(source) ? 'live' : 'other'));
  return parts.find((part) => part.owner === 'live')?.bytes ?? 0;
}
