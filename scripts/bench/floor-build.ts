import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { precompiledMessagesPlugin } from '../../src/i18n/precompiled-messages-plugin.ts';
import { publicSitesPlugin } from '../../src/markets/vite-plugin.ts';
import { sizesOf, type Sizes } from './compress.ts';

// The React floor, built in the same run with the same bundler and settings as
// the elements (vite.elements.config.ts): one build per entry, so that neither
// shares a chunk with the other.

export interface FloorBuild {
  /** Folder served at /floor/: react-floor.js, header-floor.js, header-floor.css. */
  dir: string;
  /** React + react-dom, an empty `createRoot` render. */
  react: Sizes;
  /** The header rendered by plain React (SiteHeader, us-en, English catalogue). */
  header: Sizes;
  /** Wall-clock time of both builds, ms. */
  buildMs: number;
}

async function buildEntry(repositoryRoot: string, outDir: string, name: string, entry: string) {
  await build({
    configFile: false,
    root: repositoryRoot,
    logLevel: 'error',
    publicDir: false,
    // The elements' build plugins: the floor pays what the elements pay, no more, no less.
    plugins: [publicSitesPlugin(), precompiledMessagesPlugin()],
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      rollupOptions: {
        input: { [name]: entry },
        // Keep the entry's exports (the header floor exports `rendered`), as the elements build does.
        preserveEntrySignatures: 'allow-extension',
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: '[name][extname]',
        },
      },
    },
  });
}

export const floorDir = (tempDir: string): string => join(tempDir, 'floor');

export async function buildFloor(repositoryRoot: string, tempDir: string): Promise<FloorBuild> {
  const dir = floorDir(tempDir);
  const started = performance.now();
  await buildEntry(repositoryRoot, dir, 'react-floor', 'scripts/bench/floor/empty-root.ts');
  await buildEntry(repositoryRoot, dir, 'header-floor', 'scripts/bench/floor/header-floor.tsx');
  return {
    dir,
    react: sizesOf(readFileSync(join(dir, 'react-floor.js'))),
    header: sizesOf(readFileSync(join(dir, 'header-floor.js'))),
    buildMs: performance.now() - started,
  };
}
