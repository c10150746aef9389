import { describe, expect, it } from 'vitest';
import { elementSpecs } from '../../../../src/elements/element-catalog.ts';
import { exampleHtml } from '../../../../src/elements/element-example.ts';
import { escapeHtml } from '../../../../src/elements/server/escape-html.ts';
import { workbenchFiles } from '../../../../src/elements/workbench/workbench-pages.ts';

// The workbench's pages are generated from the specs: a page per element
// with each example live, a control per attribute, the API tables.

const files = workbenchFiles();

describe('the workbench pages', () => {
  for (const spec of elementSpecs) {
    it(`<${spec.tag}>: every example live, a control per attribute, a table row per event and part`, () => {
      const page = files[`${spec.tag}.html`] ?? '';
      for (const example of spec.examples) {
        expect(page, example.name).toContain(`id="example-${example.name}"`);
        expect(page, example.name).toContain(exampleHtml(spec.tag, example));
      }
      for (const attribute of spec.attributes) {
        if (attribute.attribute) expect(page).toContain(`data-attribute="${attribute.attribute}"`);
        expect(page).toContain(`<code>${escapeHtml(attribute.property)}</code>`);
      }
      for (const event of spec.events) expect(page).toContain(`<code>${event.name}</code>`);
      for (const part of spec.parts) expect(page).toContain(`<code>${part.name}</code>`);
      for (const property of spec.cssProperties) {
        expect(page).toContain(`data-css-property="${property.name}"`);
      }
      // A <pre> may not be named (its role is generic): what holds it is (issue 36).
      expect(page).toContain('<pre tabindex="0">');
      expect(page).not.toMatch(/<pre[^>]* aria-label/);
      // No inline script: the page holds under its own strict CSP.
      expect(page.match(/<script[^>]*>/g)).toEqual([
        '<script type="module" src="../site-elements.js">',
        '<script type="module" src="workbench.js">',
      ]);
    });
  }

  it('the index links every element; examples.json lists the examples the docs show', () => {
    for (const spec of elementSpecs)
      expect(files['index.html']).toContain(`href="${spec.tag}.html"`);
    const listed = JSON.parse(files['examples.json'] ?? '[]') as {
      tag: string;
      examples: { name: string }[];
    }[];
    expect(listed.map((element) => element.tag)).toEqual(elementSpecs.map((spec) => spec.tag));
    const header = listed[0]?.examples.map((example) => example.name) ?? [];
    expect(header).toContain('designer-ja');
    expect(header).not.toContain('hide-login');
  });
});
