// The server-rendering half of `npm run build:elements`, run after the
// bundle: `site-shell/server` (dist-elements/server/) with its declarations
// (dist-elements/server/types/), the shadow stylesheet its HTML links
// (dist-elements/site-elements-shadow.css), and the static logged-out
// fragments (dist-elements/fragments/), with their count and size.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type * as ServerModule from '../src/elements/server/index.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'dist-elements');

execFileSync('vite', ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
execFileSync('tsc', ['--project', 'tsconfig.server-types.json'], { cwd: root, stdio: 'inherit' });
keepDeclarationsOfEntry(resolve(out, 'server/types'), 'elements/server/index.d.ts');
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

/**
 * tsc declares every module the entry imports, down to the views; the types
 * of `site-shell/server` need only those its declarations import. Keeps
 * those (with the JSON they import, which tsc does not copy) and drops the
 * rest.
 */
function keepDeclarationsOfEntry(typesDir: string, entry: string): void {
  const srcDir = resolve(root, 'src');
  const kept = new Set<string>();
  const pending = [resolve(typesDir, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (kept.has(file)) continue;
    kept.add(file);
    if (file.endsWith('.json')) {
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(resolve(srcDir, relative(typesDir, file)), file);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from |import\()['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolve(dirname(file), specifier ?? '');
      pending.push(target.endsWith('.json') ? target : target.replace(/\.tsx?$/, '.d.ts'));
    }
  }
  const entries = readdirSync(typesDir, { recursive: true, withFileTypes: true });
  for (const item of entries) {
    const path = resolve(item.parentPath, item.name);
    if (item.isFile() && !kept.has(path)) rmSync(path);
  }
  // Deepest first, so that a folder emptied of its folders goes too.
  const folders = entries
    .filter((item) => item.isDirectory())
    .map((item) => resolve(item.parentPath, item.name))
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) {
    if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
}
