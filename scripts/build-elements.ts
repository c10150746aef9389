// `npm run build:elements`: the elements bundle in dist-elements/ with the
// sub-resource integrity of its module and chunks (integrity.json), its
// preload stylesheet, the Custom Elements Manifest and the TypeScript
// declarations, the server renderer and the static fragments
// (build-server-rendering.ts), then the main module's size (raw, gzip, brotli).
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { emitEntryDeclarations } from './support/entry-declarations.ts';
import { writeIntegrity } from './support/write-integrity.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'dist-elements');

execFileSync('vite', ['build', '--config', 'vite.elements.config.ts', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
writeIntegrity(out);
copyFileSync(resolve(root, 'src/elements/site-elements.css'), resolve(out, 'site-elements.css'));
// Its declaration: a strict TypeScript setup resolves the side-effect import with it.
copyFileSync(
  resolve(root, 'src/elements/site-elements.css.d.ts'),
  resolve(out, 'site-elements.css.d.ts'),
);
copyFileSync(resolve(root, 'docs/elements/example.html'), resolve(out, 'example.html'));

// The exports' declarations come from the entry; the manifest and the
// element interfaces from the element specs themselves.
emitEntryDeclarations(
  'tsconfig.elements-types.json',
  resolve(out, 'types'),
  'elements/site-elements.d.ts',
);
execFileSync('node', ['scripts/element-docs/generate.ts'], { cwd: root, stdio: 'inherit' });
execFileSync('node', ['scripts/build-server-rendering.ts'], { cwd: root, stdio: 'inherit' });
execFileSync('node', ['scripts/build-workbench.ts'], { cwd: root, stdio: 'inherit' });

const main = readFileSync(resolve(out, 'site-elements.js'));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `site-elements.js: ${kib(main.length)} raw, ${kib(gzipSync(main, { level: 9 }).length)} gzip, ${kib(brotliCompressSync(main).length)} brotli`,
);
writeFileSync(resolve(out, '.built'), new Date().toISOString());
