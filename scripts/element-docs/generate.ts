// Writes the Custom Elements Manifest and the declarations into
// dist-elements/, and docs/elements/<tag>.md, from the element specs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { declarations } from './declarations.ts';
import { loadSpecs } from './load-specs.ts';
import { customElementsManifest } from './manifest.ts';
import { elementMarkdown } from './markdown.ts';

const root = resolve(import.meta.dirname, '../..');
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
