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
    ssr: 'src/elements/server/index.ts',
    outDir: 'dist-elements/server',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
    rollupOptions: {
      // index.js exports the API and nothing else: code it shares with the
      // views' lazy chunks goes to a chunk of its own.
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: 'index.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
  esbuild: { jsx: 'automatic' },
});
