// The workbench (issue 19): dist-elements/workbench/, static files that the
// reference server serves under /dist-elements/workbench/ and that can be
// hosted anywhere beside dist-elements/. Its pages are built from the element
// specs and their examples (src/elements/workbench/workbench-pages.ts), its
// one module (workbench.ts) by Vite. Run by scripts/build-elements.ts.
import { copyFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, runnerImport } from 'vite';
import type * as WorkbenchPages from '../src/elements/workbench/workbench-pages.ts';
import { publicSitesPlugin } from '../src/markets/vite-plugin.ts';

const root = resolve(import.meta.dirname, '..');
const source = resolve(root, 'src/elements/workbench');
const out = resolve(root, 'dist-elements/workbench');

await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: out,
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    rollupOptions: {
      input: { workbench: resolve(source, 'workbench.ts') },
      output: { format: 'es', entryFileNames: '[name].js' },
    },
  },
});
copyFileSync(resolve(source, 'workbench.css'), resolve(out, 'workbench.css'));

// The pages import the specs, which import a virtual module (the public sites).
const { module } = await runnerImport<typeof WorkbenchPages>(
  resolve(source, 'workbench-pages.ts'),
  {
    configFile: false,
    plugins: [publicSitesPlugin()],
    logLevel: 'warn',
  },
);
const files = module.workbenchFiles();
for (const [name, text] of Object.entries(files)) writeFileSync(resolve(out, name), text);
console.log(`workbench: ${Object.keys(files).length} files in dist-elements/workbench/`);
