import { elementSpecs } from '../element-catalog.ts';
import { workbenchIndex, workbenchPage } from './workbench-page.ts';

// Every page of the workbench by file name, and the examples the reference
// server's demo index lists (examples.json), for scripts/build-workbench.ts.

export function workbenchFiles(): Record<string, string> {
  const files: Record<string, string> = { 'index.html': workbenchIndex(elementSpecs) };
  for (const spec of elementSpecs) files[`${spec.tag}.html`] = workbenchPage(spec, elementSpecs);
  const examples = elementSpecs.map((spec) => ({
    tag: spec.tag,
    examples: spec.examples
      .filter((example) => !example.testOnly)
      .map(({ name, title }) => ({ name, title })),
  }));
  files['examples.json'] = `${JSON.stringify(examples, null, 2)}\n`;
  return files;
}
