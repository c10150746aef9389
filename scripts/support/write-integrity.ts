// dist-elements/integrity.json: the sub-resource integrity (sha384) of the
// elements' module and of every chunk it imports, by path relative to
// dist-elements/, for `<script type="module" integrity>` and an import map's
// `integrity` (docs/elements/README.md#sub-resource-integrity). Written after
// Vite, which is the last step that changes those files.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** `sha384-<base64>`, the form the `integrity` attribute takes. */
function integrityOf(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Hashes `site-elements.js` and `chunks/*.js` in `out` into `out/integrity.json`. */
export function writeIntegrity(out: string): void {
  const files = [
    'site-elements.js',
    ...readdirSync(resolve(out, 'chunks'))
      .filter((name) => name.endsWith('.js'))
      .sort()
      .map((name) => `chunks/${name}`),
  ];
  const integrity = Object.fromEntries(
    files.map((file) => [file, integrityOf(readFileSync(resolve(out, file)))]),
  );
  writeFileSync(resolve(out, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
}
