import type { AttributeSpec } from './attribute-spec.ts';

// An element's examples, as data in its spec (GOV.UK Frontend's fixtures):
// the generated docs, the reference server's demo index, the workbench and
// the browser tests all read the same list instead of each spelling out its
// own role × variant × language matrix.

/** What an example writes for an attribute whose parsed value is `Value`: `true` for a presence boolean. */
type ExampleValue<Value> = [Value] extends [boolean] ? true : Value;

/**
 * An example's attributes, by kebab-case name, typed from the element's spec:
 * an attribute the element does not read, or a value outside an enum, is a
 * compile error. A JSON attribute (`unread-counts`) takes its object.
 */
export type ExampleAttributes<Attribute extends AttributeSpec> = {
  readonly [Spec in Attribute as Spec['attribute'] & string]?: Spec extends AttributeSpec<
    infer Value
  >
    ? ExampleValue<Value>
    : never;
};

export interface ElementExample<Attribute extends AttributeSpec = AttributeSpec> {
  /** Unique within the element, kebab-case: the workbench's anchor, the tests' name. */
  name: string;
  /** One line for people: what this example shows. */
  title: string;
  attributes: ExampleAttributes<Attribute>;
  /** The fallback markup inside the tag (shown until the element renders, and without JavaScript). */
  content?: string;
  /** A case for the tests only (an edge of the input): left out of the docs and the demo index. */
  testOnly?: boolean;
}

const escapes: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (char) => escapes[char] ?? char);

/** The attributes as a template writes them: text, JSON for objects, a bare name for `true`. */
export function exampleAttributeTexts(
  attributes: ElementExample['attributes'],
): [name: string, text: string][] {
  const texts: [string, string][] = [];
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (value === true) texts.push([name, '']);
    else texts.push([name, typeof value === 'string' ? value : JSON.stringify(value)]);
  }
  return texts;
}

/** `name="text"`; JSON goes in single quotes, as people write it; a bare name for "". */
export function attributeHtml(name: string, text: string): string {
  if (text === '') return name;
  if (text.includes('"') && !text.includes("'"))
    return `${name}='${text.replace(/[&<>]/g, (char) => escapes[char] ?? char)}'`;
  return `${name}="${escapeAttribute(text)}"`;
}

/** The example as HTML, the way a template author writes the tag. */
export function exampleHtml(tag: string, example: ElementExample): string {
  const attributes = exampleAttributeTexts(example.attributes)
    .map(([name, text]) => ` ${attributeHtml(name, text)}`)
    .join('');
  const content = example.content ? `\n  ${example.content}\n` : '';
  return `<${tag}${attributes}>${content}</${tag}>`;
}
