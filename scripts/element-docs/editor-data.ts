// Editor data for the elements, from their specs: VS Code's HTML custom data
// and JetBrains' web-types (completion of tags, attributes and their values;
// hover docs).
//
// Written here rather than with break-stuff's custom-element-vs-code-integration
// and custom-element-jet-brains-integration: they read the Custom Elements
// Manifest, where an enum is only its type's text and a presence boolean is
// just `boolean`. They split every type on "|" or "," into values (so
// `unread-counts` would offer `{ messages?: number; notifications?: number }`
// as a value), give booleans no value set (VS Code) and every attribute its
// TypeScript type with no `enum` or `no-value` kind (web-types), and they read
// package.json from the working directory when imported and write the files
// themselves. The specs say it directly: `values`, `type: 'boolean'`.
//
// No `references` / `doc-url`: both must be http(s) URLs, there is no public
// docs site, and docs/elements/ is not in the package.
import type { AttributeSpec } from '../../src/elements/attribute-spec.ts';
import type { ElementSpec } from '../../src/elements/element-spec.ts';
import { fallbackSlot } from '../../src/elements/specs/common-docs.ts';
import { className, readyDescription } from './manifest.ts';

interface Markdown {
  kind: 'markdown';
  value: string;
}

export interface VsCodeCustomData {
  $schema: string;
  version: 1.1;
  tags: {
    name: string;
    description: Markdown;
    attributes: {
      name: string;
      description: Markdown;
      values?: { name: string }[];
      valueSet?: 'v';
    }[];
  }[];
}

export interface WebTypes {
  $schema: string;
  name: string;
  version: string;
  'description-markup': 'markdown';
  'js-types-syntax': 'typescript';
  contributions: { html: { elements: WebTypesElement[] } };
}

interface Named {
  name: string;
  description: string;
}

export interface WebTypesElement extends Named {
  source: { symbol: string };
  attributes: (Named & {
    default?: string;
    value: { kind: 'plain' | 'no-value'; type: string };
    values?: { name: string }[];
  })[];
  slots: Named[];
  js: {
    properties: (Named & { type: string; 'read-only'?: true })[];
    events?: Named[];
  };
  css: { properties?: Named[]; parts?: Named[] };
}

// booleanAttribute() is the only spec with this type: a presence boolean.
const isPresence = (attribute: AttributeSpec) => attribute.type === 'boolean';
const withAttribute = (spec: ElementSpec) =>
  spec.attributes.flatMap((attribute) =>
    attribute.attribute === null ? [] : [{ ...attribute, attribute: attribute.attribute }],
  );
const defaultOf = (attribute: AttributeSpec) =>
  attribute.defaultText === '—' ? undefined : attribute.defaultText;
const markdown = (value: string): Markdown => ({ kind: 'markdown', value });
const code = (text: string) => `\`${text}\``;

/** VS Code's HTML custom data (format 1.1), for `html.customData`. */
export function vscodeCustomData(specs: readonly ElementSpec[]): VsCodeCustomData {
  return {
    $schema:
      'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: specs.map((spec) => ({
      name: spec.tag,
      description: markdown(tagSummary(spec)),
      attributes: withAttribute(spec).map((attribute) => {
        const fallback = defaultOf(attribute);
        return {
          name: attribute.attribute,
          description: markdown(
            fallback ? `${attribute.description}\n\nDefault: ${fallback}` : attribute.description,
          ),
          ...(attribute.values ? { values: attribute.values.map((name) => ({ name })) } : {}),
          // "v": VS Code's built-in value set of void (valueless) attributes.
          ...(isPresence(attribute) ? { valueSet: 'v' as const } : {}),
        };
      }),
    })),
  };
}

/** VS Code has no fields for events, slots or CSS: the tag's hover lists them. */
function tagSummary(spec: ElementSpec): string {
  const lines = [spec.description];
  const list = (title: string, names: string[]) => {
    if (names.length > 0) lines.push(`**${title}:** ${names.join(', ')}`);
  };
  list(
    'Events',
    spec.events.map((event) => `${code(event.name)} (${code(event.detail)})`),
  );
  list('Slot', [fallbackSlot.description]);
  list(
    'CSS parts',
    spec.parts.map((part) => code(part.name)),
  );
  list(
    'CSS custom properties',
    spec.cssProperties.map((property) => code(property.name)),
  );
  return lines.join('\n\n');
}

/** JetBrains web-types, named by package.json's `web-types`. */
export function webTypes(
  specs: readonly ElementSpec[],
  { name, version }: { name: string; version: string },
): WebTypes {
  return {
    $schema: 'http://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: { html: { elements: specs.map(webTypesElement) } },
  };
}

function webTypesElement(spec: ElementSpec): WebTypesElement {
  const events = spec.events.map((event) => ({
    name: event.name,
    description: `${event.description}\n\nDetail: ${code(event.detail)}`,
  }));
  const cssProperties = spec.cssProperties.map((property) => ({
    name: property.name,
    description: `${property.description}\n\nDefault: ${property.default}`,
  }));
  const parts = spec.parts.map(({ name, description }) => ({ name, description }));
  return {
    name: spec.tag,
    description: spec.description,
    // The element's interface in site-elements.d.ts, for "go to declaration".
    source: { symbol: className(spec.tag) },
    attributes: withAttribute(spec).map((attribute) => {
      const fallback = defaultOf(attribute);
      return {
        name: attribute.attribute,
        description: attribute.description,
        ...(fallback ? { default: fallback } : {}),
        value: isPresence(attribute)
          ? { kind: 'no-value' as const, type: 'boolean' }
          : { kind: 'plain' as const, type: attribute.values ? 'enum' : 'string' },
        ...(attribute.values ? { values: attribute.values.map((value) => ({ name: value })) } : {}),
      };
    }),
    slots: [fallbackSlot],
    js: {
      properties: [
        ...spec.attributes.map((attribute) => ({
          name: attribute.property,
          description: attribute.description,
          type: `${attribute.type} | undefined`,
        })),
        {
          name: 'ready',
          description: readyDescription,
          type: 'Promise<void>',
          'read-only': true as const,
        },
      ],
      ...(events.length > 0 ? { events } : {}),
    },
    css: {
      ...(cssProperties.length > 0 ? { properties: cssProperties } : {}),
      ...(parts.length > 0 ? { parts } : {}),
    },
  };
}
