// How an element reads one attribute or property. The same spec parses the
// attribute's text and a value set through the property, documents itself
// (the manifest, the types and the docs are generated from it), and says what
// it expected when a value is bad, so the element can log one clear error
// and fall back to the default instead of throwing. Its type keeps the
// attribute's name and value type: the server renderer's attribute types are
// derived from the specs (server/attribute-types.ts).

export type Parsed<T> = { ok: true; value: T } | { ok: false; expected: string };

export interface AttributeSpec<
  T = unknown,
  Name extends string | null = string | null,
  Property extends string = string,
> {
  /** kebab-case attribute name; null for a property-only value. */
  attribute: Name;
  /** camelCase property name: the key of the value the element's view receives. */
  property: Property;
  /** The TypeScript type, for the manifest and declarations. */
  type: string;
  /** What the docs print as the default. */
  defaultText: string;
  /** An enum's values (the workbench's choices); absent for any other attribute. */
  values?: readonly string[];
  description: string;
  /** Parses the attribute's text (null never reaches it: removal restores the default). */
  fromAttribute(text: string): Parsed<T>;
  /** Checks a value set through the property. */
  fromProperty(value: unknown): Parsed<T>;
}

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(expected: string): Parsed<T> => ({ ok: false, expected });

interface Doc {
  description: string;
  defaultText?: string;
}

export function stringAttribute<Name extends string, Property extends string>(
  attribute: Name,
  property: Property,
  doc: Doc,
  check: (value: string) => string | null = () => null,
): AttributeSpec<string, Name, Property> {
  const parse = (value: string): Parsed<string> => {
    const problem = check(value);
    return problem === null ? ok(value) : bad(problem);
  };
  return {
    attribute,
    property,
    type: 'string',
    defaultText: doc.defaultText ?? '—',
    description: doc.description,
    fromAttribute: parse,
    fromProperty: (value) => (typeof value === 'string' ? parse(value) : bad('a string')),
  };
}

export function enumAttribute<T extends string, Name extends string, Property extends string>(
  attribute: Name,
  property: Property,
  values: readonly T[],
  doc: Doc,
): AttributeSpec<T, Name, Property> {
  const expected = `one of ${values.map((v) => `"${v}"`).join(', ')}`;
  const parse = (value: unknown): Parsed<T> =>
    typeof value === 'string' && (values as readonly string[]).includes(value)
      ? ok(value as T)
      : bad(expected);
  return {
    attribute,
    property,
    type: values.map((v) => `'${v}'`).join(' | '),
    values,
    defaultText: doc.defaultText ?? '—',
    description: doc.description,
    fromAttribute: parse,
    fromProperty: parse,
  };
}

/** A presence boolean: the attribute present (with any value, even "") is true. */
export function booleanAttribute<Name extends string, Property extends string>(
  attribute: Name,
  property: Property,
  doc: Doc,
): AttributeSpec<boolean, Name, Property> {
  return {
    attribute,
    property,
    type: 'boolean',
    defaultText: 'false (absent)',
    description: doc.description,
    fromAttribute: () => ok(true),
    fromProperty: (value) => (typeof value === 'boolean' ? ok(value) : bad('true or false')),
  };
}

/** A JSON attribute; the property takes the object itself. */
export function jsonAttribute<T, Name extends string, Property extends string>(
  attribute: Name,
  property: Property,
  type: string,
  doc: Doc,
  check: (value: unknown) => Parsed<T>,
): AttributeSpec<T, Name, Property> {
  return {
    attribute,
    property,
    type,
    defaultText: doc.defaultText ?? '—',
    description: doc.description,
    fromAttribute: (text) => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return bad(`valid JSON (${type})`);
      }
      return check(value);
    },
    fromProperty: check,
  };
}

/**
 * The values these attribute specs parse to, by property name, as an element
 * hands them to its view: each one optional (absent means "use the default").
 */
export type ValuesOf<Attribute extends AttributeSpec> = {
  readonly [Spec in Attribute as Spec['property']]?: Spec extends AttributeSpec<infer Value>
    ? Value
    : never;
};
