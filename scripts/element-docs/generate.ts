// Writes the Custom Elements Manifest and the declarations into
// dist-elements/, and docs/elements/<tag>.md, from the element specs. The
// specs are TSX that imports CSS and a virtual module, so they are loaded
// through Vite.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import type { ElementSpec } from '../../src/elements/element-spec.ts';
import { publicSitesPlugin } from '../../src/markets/vite-plugin.ts';
import { declarations } from './declarations.ts';
import { customElementsManifest } from './manifest.ts';
import { elementMarkdown } from './markdown.ts';

const root = resolve(import.meta.dirname, '../..');

export async function loadSpecs(): Promise<readonly ElementSpec[]> {
  const { module } = await runnerImport<{ elementSpecs: readonly ElementSpec[] }>(
    resolve(root, 'src/elements/element-catalog.ts'),
    // runnerImport reads no config file: give it the plugin the specs need.
    { configFile: false, plugins: [publicSitesPlugin()], logLevel: 'warn' },
  );
  return module.elementSpecs;
}

const specs = await loadSpecs();
const out = resolve(root, 'dist-elements');
mkdirSync(out, { recursive: true });
writeFileSync(
  resolve(out, 'custom-elements.json'),
  `${JSON.stringify(customElementsManifest(specs), null, 2)}\n`,
);
writeFileSync(resolve(out, 'site-elements.d.ts'), declarations(specs));
const docs = resolve(root, 'docs/elements');
mkdirSync(docs, { recursive: true });
for (const spec of specs) writeFileSync(resolve(docs, `${spec.tag}.md`), elementMarkdown(spec));
