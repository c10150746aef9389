import { defineConfig } from 'vite';
import { precompiledMessagesPlugin } from './src/i18n/precompiled-messages-plugin.ts';
import { publicSitesPlugin } from './src/markets/vite-plugin.ts';

// The elements bundle: a normal Vite build with an explicit input, not
// `build.lib` (library mode keeps process.env.NODE_ENV, which crashes in the
// browser, and does not minify whitespace). One entry, so every element shares
// one React and one store registry; lazy imports become their own chunks.
export default defineConfig({
  plugins: [publicSitesPlugin(), precompiledMessagesPlugin()],
  publicDir: false,
  build: {
    outDir: 'dist-elements',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // No <link rel="modulepreload"> added to the host page's <head>: the lazy
    // chunks import what they need themselves (and Vite would resolve the
    // preload URLs against the page, not against the bundle's folder).
    modulePreload: false,
    rollupOptions: {
      input: {
        'site-elements': 'src/elements/site-elements.ts',
        // The push service worker: its own file, importing nothing (src/live/push/service-worker-options.ts).
        'notifications-sw': 'src/live/push/service-worker.ts',
      },
      // Shared code may stay in the entry (the lazy chunks import it from there)
      // instead of moving to an extra chunk that every page would then fetch.
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        // A lazily loaded entry is named `<chunk>.chunk.ts` in the tree (views,
        // live, live-counts, live-messages, live-sanitize); its file keeps the
        // chunk's name without the suffix, the one the bench and the tests look
        // for. Code that two of them share and the main module does not hold
        // (the views and the live counts: the stale state, the count's text)
        // is a `shared` chunk, whatever module it happens to start with.
        chunkFileNames: ({ name, isDynamicEntry }) =>
          isDynamicEntry
            ? `chunks/${name.replace(/\.chunk$/, '')}-[hash].js`
            : 'chunks/shared-[hash].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
  esbuild: { jsx: 'automatic' },
});
