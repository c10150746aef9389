// The server-rendering half of `npm run build:elements`, run after the
// bundle: `site-shell/server` (dist-elements/server/) with its declarations
// (dist-elements/server/types/), the shadow stylesheet its HTML links
// (dist-elements/site-elements-shadow.css), and the static logged-out
// fragments (dist-elements/fragments/), with their count and size.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type * as ServerModule from '../src/elements/server/index.ts';
import { emitEntryDeclarations } from './support/entry-declarations.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'dist-elements');

execFileSync('vite', ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
emitEntryDeclarations(
  'tsconfig.server-types.json',
  resolve(out, 'server/types'),
  'elements/server/index.d.ts',
);
const server = (await import(
  pathToFileURL(resolve(out, 'server/index.js')).href
)) as typeof ServerModule;

writeFileSync(resolve(out, server.shadowStylesheetFile), server.shadowStylesheet().text);

let bytes = 0;
let gzipBytes = 0;
const fragments = server.staticFragments();
for (const fragment of fragments) {
  const html = await server.renderElement(fragment.tag, fragment.attributes);
  const file = resolve(out, 'fragments', fragment.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  bytes += Buffer.byteLength(html);
  gzipBytes += gzipSync(html).length;
}
const mib = (count: number) => `${(count / 1024 / 1024).toFixed(1)} MiB`;
console.log(
  `fragments: ${fragments.length} files, ${mib(bytes)} (${mib(gzipBytes)} gzip) in dist-elements/fragments/`,
);
