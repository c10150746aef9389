// Writes the Custom Elements Manifest, the declarations and the editors' data
// into dist-elements/, and docs/elements/<tag>.md, from the element specs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { declarations } from './declarations.ts';
import { vscodeCustomData, webTypes } from './editor-data.ts';
import { frameworkDeclarations, frameworks } from './framework-declarations.ts';
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
// site-shell/preact, site-shell/vue, site-shell/svelte (docs/elements/frameworks/).
mkdirSync(resolve(out, 'frameworks'), { recursive: true });
for (const framework of frameworks) {
  writeFileSync(
    resolve(out, 'frameworks', `${framework}.d.ts`),
    frameworkDeclarations(framework, specs),
  );
}
// The editors' data (docs/elements/README.md "Editor support"); package.json names both.
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
writeFileSync(
  resolve(out, 'vscode.html-custom-data.json'),
  `${JSON.stringify(vscodeCustomData(specs), null, 2)}\n`,
);
writeFileSync(resolve(out, 'web-types.json'), `${JSON.stringify(webTypes(specs, pkg), null, 2)}\n`);
const docs = resolve(root, 'docs/elements');
mkdirSync(docs, { recursive: true });
for (const spec of specs) writeFileSync(resolve(docs, `${spec.tag}.md`), elementMarkdown(spec));
