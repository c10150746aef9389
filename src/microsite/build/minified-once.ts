import { transformSync, type Loader } from 'esbuild';

// A page's inline scripts and styles minified by esbuild (inline-scripts.ts,
// inline-styles.ts): every page of a build has the same few, each is
// minified once.

const minified = new Map<string, Uint8Array | null>();

/** `source` minified as `loader` reads it, as bytes; null where minifying saves nothing. */
export function minifiedOnce(
  source: string,
  loader: Extract<Loader, 'js' | 'css'>,
): Uint8Array | null {
  const key = `${loader}\0${source}`;
  let bytes = minified.get(key);
  if (bytes === undefined) {
    const code = transformSync(source, {
      loader,
      minify: true,
      target: 'es2022',
      charset: 'utf8',
    }).code.trim();
    bytes = code.length < source.length ? Buffer.from(code) : null;
    minified.set(key, bytes);
  }
  return bytes;
}
