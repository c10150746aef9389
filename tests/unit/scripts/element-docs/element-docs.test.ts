import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../../../../scripts/element-docs/declarations.ts';
import { loadSpecs } from '../../../../scripts/element-docs/load-specs.ts';
import { customElementsManifest } from '../../../../scripts/element-docs/manifest.ts';
import { elementMarkdown } from '../../../../scripts/element-docs/markdown.ts';
import type { ElementSpec } from '../../../../src/elements/element-spec.ts';

// What a template author and a TypeScript user read about the elements comes
// from the element specs: the manifest, the declarations and the docs.

let specs: readonly ElementSpec[];
beforeAll(async () => {
  specs = await loadSpecs();
}, 30_000);

const sharedAttributes = [
  'site',
  'locale',
  'user-role',
  'user-id',
  'display-name',
  'current-path',
  'api-base',
  'graphql-url',
  'graphql-ws-url',
];

interface Declaration {
  tagName: string;
  attributes: { name: string; default: string }[];
  events: { name: string }[];
  cssParts: { name: string }[];
}

describe('the Custom Elements Manifest', () => {
  it('declares the four elements with every documented attribute and its default', () => {
    const manifest = customElementsManifest(specs) as {
      modules: { declarations: Declaration[] }[];
    };
    const declared = manifest.modules[0]?.declarations ?? [];
    expect(declared.map((d) => d.tagName)).toEqual([
      'site-header',
      'site-footer',
      'site-drawer',
      'site-unread-badge',
    ]);
    for (const declaration of declared) {
      const names = declaration.attributes.map((a) => a.name);
      expect(names, declaration.tagName).toEqual(expect.arrayContaining(sharedAttributes));
      for (const attribute of declaration.attributes) expect(attribute.default).not.toBe('');
    }
    const header = declared[0];
    expect(header?.attributes.find((a) => a.name === 'site')?.default).toBe('"us-en"');
    expect(header?.attributes.map((a) => a.name)).toContain('variant');
    const drawer = declared[2];
    expect(drawer?.events.map((e) => e.name)).toEqual([
      'site-drawer-open',
      'site-drawer-close',
      'site-language-change',
    ]);
    expect(drawer?.cssParts.map((p) => p.name)).toEqual(['drawer', 'body']);
  });
});

describe('the TypeScript declarations', () => {
  it('map every tag, its events and its JSX attributes', () => {
    const text = declarations(specs);
    for (const tag of ['site-header', 'site-footer', 'site-drawer', 'site-unread-badge']) {
      expect(text).toContain(`'${tag}': `);
    }
    expect(text).toContain('interface HTMLElementTagNameMap');
    expect(text).toContain("'site-drawer-open': CustomEvent<{ side: 'left' | 'right' }>;");
    expect(text).toContain("'hide-login'?: boolean");
    expect(text).toContain('readonly ready: Promise<void>;');
  });
});

describe('the documented CSS custom properties', () => {
  it('are design tokens the stylesheets really declare', () => {
    const tokens = readFileSync(
      new URL('../../../../src/islands/styles/tokens.css', import.meta.url),
      'utf8',
    );
    for (const spec of specs) {
      for (const property of spec.cssProperties) {
        expect(tokens, `${spec.tag} ${property.name}`).toContain(`${property.name}:`);
      }
    }
  });
});

describe('docs/elements', () => {
  it('are what the specs generate (run npm run build:elements after changing a spec)', () => {
    for (const spec of specs) {
      const committed = readFileSync(
        new URL(`../../../../docs/elements/${spec.tag}.md`, import.meta.url),
        'utf8',
      );
      expect(committed, spec.tag).toBe(elementMarkdown(spec));
    }
  });
});
