import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  vscodeCustomData,
  webTypes,
  type VsCodeCustomData,
  type WebTypes,
} from '../../../../scripts/element-docs/editor-data.ts';
import { loadSpecs } from '../../../../scripts/element-docs/load-specs.ts';
import type { ElementSpec } from '../../../../src/elements/element-spec.ts';

// The editors' data (VS Code's html.customData, JetBrains' web-types) comes
// from the element specs. The schemas in schemas/ are copies of the formats'
// own: JetBrains/web-types schema/web-types.json (Apache-2.0, commit 11e46e4)
// and microsoft/vscode-html-languageservice docs/customData.schema.json (MIT,
// commit 98c2c79). `ajv` is eslint's (6.x, hoisted), not a dependency of ours.

let specs: readonly ElementSpec[];
let vscode: VsCodeCustomData;
let jetbrains: WebTypes;
beforeAll(async () => {
  specs = await loadSpecs();
  vscode = vscodeCustomData(specs);
  jetbrains = webTypes(specs, { name: 'site-shell', version: '1.2.3' });
}, 30_000);

const schema = (name: string): object =>
  JSON.parse(readFileSync(new URL(`schemas/${name}.schema.json`, import.meta.url), 'utf8'));

/** The schema's errors for `data`, none when it is valid. */
function schemaErrors(name: string, data: unknown): unknown[] {
  // web-types' schema is draft-04: skip checking the schema itself against its meta-schema.
  const validate = new Ajv({ allErrors: true, validateSchema: false }).compile(schema(name));
  return validate(data) ? [] : (validate.errors ?? []);
}

const vscodeTag = (tag: string) => vscode.tags.find((t) => t.name === tag);
const element = (tag: string) => jetbrains.contributions.html.elements.find((e) => e.name === tag);

describe('VS Code custom data', () => {
  it('lists every element of the specs', () => {
    expect(vscode.tags.map((t) => t.name)).toEqual(specs.map((s) => s.tag));
  });

  it("offers exactly an enum attribute's values, and no value for a presence boolean", () => {
    const attributes = vscodeTag('site-header')?.attributes ?? [];
    expect(attributes.find((a) => a.name === 'variant')?.values).toEqual([
      { name: 'default' },
      { name: 'focused' },
      { name: 'blog' },
    ]);
    const drawers = attributes.find((a) => a.name === 'drawers');
    expect(drawers?.valueSet).toBe('v');
    expect(drawers?.values).toBeUndefined();
    expect(attributes.find((a) => a.name === 'unread-counts')?.values).toBeUndefined();
  });

  it('names only HTML attributes, and shows events and CSS hooks in the tag hover', () => {
    for (const spec of specs) {
      const names = spec.attributes.flatMap((a) => (a.attribute ? [a.attribute] : []));
      expect(vscodeTag(spec.tag)?.attributes.map((a) => a.name)).toEqual(names);
    }
    const hover = vscodeTag('site-header')?.description.value ?? '';
    expect(hover).toContain('`site-language-change`');
    expect(hover).toContain('`bar`');
    expect(hover).toContain('`--site-color-brand`');
  });

  it('matches the custom data schema', () => {
    expect(schemaErrors('vscode-html-custom-data', vscode)).toEqual([]);
  });
});

describe('JetBrains web-types', () => {
  it('names the package and lists every element of the specs', () => {
    expect(jetbrains).toMatchObject({
      name: 'site-shell',
      version: '1.2.3',
      'description-markup': 'markdown',
    });
    expect(jetbrains.contributions.html.elements.map((e) => e.name)).toEqual(
      specs.map((s) => s.tag),
    );
  });

  it('types attribute values: an enum with its values, a presence boolean with none', () => {
    const attributes = element('site-header')?.attributes ?? [];
    const variant = attributes.find((a) => a.name === 'variant');
    expect(variant?.value).toEqual({ kind: 'plain', type: 'enum' });
    expect(variant?.values?.map((v) => v.name)).toEqual(['default', 'focused', 'blog']);
    expect(attributes.find((a) => a.name === 'drawers')?.value.kind).toBe('no-value');
    expect(attributes.find((a) => a.name === 'site')?.value).toEqual({
      kind: 'plain',
      type: 'string',
    });
  });

  it('has the properties, events, slot, CSS parts and CSS custom properties of the spec', () => {
    const header = element('site-header');
    expect(header?.js.properties.map((p) => p.name)).toEqual(
      expect.arrayContaining(['variant', 'mainId', 'unreadCounts', 'ready']),
    );
    expect(header?.js.properties.find((p) => p.name === 'mainId')?.type).toBe('string | undefined');
    const languageChange = header?.js.events?.find((e) => e.name === 'site-language-change');
    expect(languageChange?.description).toContain('`{ locale: string; href: string }`');
    expect(header?.slots.map((s) => s.name)).toEqual(['']);
    expect(header?.css.parts?.map((p) => p.name)).toEqual(['header', 'bar']);
    expect(header?.css.properties?.map((p) => p.name)).toContain('--site-color-brand');
  });

  it('matches the web-types schema', () => {
    expect(schemaErrors('web-types', jetbrains)).toEqual([]);
  });
});
