import type { ElementSpec } from '../../src/elements/element-spec.ts';
import { fallbackSlot } from '../../src/elements/specs/common-docs.ts';

/** The `ready` property every element has (the manifest's and the editors' member). */
export const readyDescription =
  'Resolves once the element has rendered its view for the first time; rejects if its views could not load.';

/** A Custom Elements Manifest (schema 2.1) for the bundle's elements. */
export function customElementsManifest(specs: readonly ElementSpec[]): object {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist-elements/site-elements.js',
        declarations: specs.map((spec) => ({
          kind: 'class',
          name: className(spec.tag),
          tagName: spec.tag,
          customElement: true,
          description: spec.description,
          superclass: { name: 'HTMLElement' },
          attributes: spec.attributes
            .filter((attribute) => attribute.attribute !== null)
            .map((attribute) => ({
              name: attribute.attribute,
              fieldName: attribute.property,
              type: { text: attribute.type },
              default: attribute.defaultText,
              description: attribute.description,
            })),
          members: [
            ...spec.attributes.map((attribute) => ({
              kind: 'field',
              name: attribute.property,
              type: { text: `${attribute.type} | undefined` },
              default: attribute.defaultText,
              description: attribute.description,
              ...(attribute.attribute ? { attribute: attribute.attribute } : {}),
            })),
            {
              kind: 'field',
              name: 'ready',
              readonly: true,
              type: { text: 'Promise<void>' },
              description: readyDescription,
            },
          ],
          events: spec.events.map((event) => ({
            name: event.name,
            type: { text: `CustomEvent<${event.detail}>` },
            description: event.description,
          })),
          cssParts: spec.parts,
          cssProperties: spec.cssProperties,
          slots: [fallbackSlot],
        })),
        exports: specs.map((spec) => ({
          kind: 'custom-element-definition',
          name: spec.tag,
          declaration: { name: className(spec.tag), module: 'dist-elements/site-elements.js' },
        })),
      },
    ],
  };
}

/** `site-unread-badge` → `SiteUnreadBadgeElement`. */
export function className(tag: string): string {
  return `${tag.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Element`;
}
