/**
 * What the server renderer throws for input it will not render: an unknown
 * element, an attribute the element does not have, or a bad value. It names
 * the attribute the way the element's console error does, and nothing is
 * rendered (no half-made HTML).
 */
export class SiteElementError extends Error {
  readonly code: 'unknown-element' | 'unknown-attribute' | 'bad-value' | 'personal-attribute';
  readonly tag: string;
  /** The kebab-case attribute, or null when the element itself is unknown. */
  readonly attribute: string | null;
  readonly value: string | null;
  /** What would have been accepted. */
  readonly expected: string;

  constructor(
    code: SiteElementError['code'],
    tag: string,
    attribute: string | null,
    value: string | null,
    expected: string,
  ) {
    super(
      code === 'unknown-element'
        ? `<${tag}> is not a site element; expected ${expected}.`
        : code === 'unknown-attribute'
          ? `<${tag}> has no attribute "${attribute}"; expected ${expected}.`
          : code === 'personal-attribute'
            ? `<${tag}>: attribute "${attribute}" is the user's own; it belongs on ${expected}.`
            : `<${tag}>: attribute "${attribute}" has the bad value ${JSON.stringify(value)}; expected ${expected}.`,
    );
    this.name = 'SiteElementError';
    this.code = code;
    this.tag = tag;
    this.attribute = attribute;
    this.value = value;
    this.expected = expected;
  }
}
