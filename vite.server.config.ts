import { defineConfig } from 'vite';
import { precompiledMessagesPlugin } from './src/i18n/precompiled-messages-plugin.ts';
import { publicSitesPlugin } from './src/markets/vite-plugin.ts';

// `site-shell/server` for Node: the same views, models and catalogues as the
// elements bundle, built for server rendering (src/elements/server). React and
// the other dependencies stay imports of the package's own dependencies.
export default defineConfig({
  plugins: [publicSitesPlugin(), precompiledMessagesPlugin()],
  publicDir: false,
  build: {
    // The API, and `site-shell-fragments` (package.json's bin).
    ssr: true,
    outDir: 'dist-elements/server',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
    rollupOptions: {
      // index.js exports the API and nothing else: code it shares with the
      // views' lazy chunks goes to a chunk of its own.
      preserveEntrySignatures: 'strict',
      input: {
        index: 'src/elements/server/index.ts',
        'fragments-cli': 'src/elements/server/fragments-cli.ts',
      },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        banner: (chunk) => (chunk.name === 'fragments-cli' ? '#!/usr/bin/env node' : ''),
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
  esbuild: { jsx: 'automatic' },
});
