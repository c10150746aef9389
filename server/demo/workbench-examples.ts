import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The elements' examples as the workbench build wrote them
// (dist-elements/workbench/examples.json, from the element specs): the demo
// index lists them, each a link into its element's workbench page.

export interface ElementExamples {
  tag: string;
  examples: { name: string; title: string }[];
}

/** Null while the elements are not built (the index then says so). */
export async function loadWorkbenchExamples(
  elementsDir: string,
): Promise<ElementExamples[] | null> {
  try {
    return JSON.parse(
      await readFile(join(elementsDir, 'workbench', 'examples.json'), 'utf8'),
    ) as ElementExamples[];
  } catch {
    return null;
  }
}

/** The workbench page of an element, at one of its examples. */
export function workbenchHref(tag?: string, example?: string): string {
  if (!tag) return '/dist-elements/workbench/index.html';
  return `/dist-elements/workbench/${tag}.html${example ? `#example-${example}` : ''}`;
}
