import type { AttributeSpec } from '../attribute-spec.ts';
import type { siteElementSpecs } from '../element-catalog.ts';
import type { shellAttributes } from '../shell-attributes.ts';

// The attributes a template may give each element, as types derived from
// the element specs (src/elements/specs/): a name the element does not read,
// or a value outside an enum, is a compile error for a TypeScript template,
// as it is a SiteElementError at run time.

/**
 * What a template writes for an attribute whose parsed value is `Value`: a
 * presence boolean is `true` or `""` (`false` leaves it out), an enum one of
 * its values, any other attribute its text (JSON for `unread-counts`).
 * `null` and `undefined` leave the attribute out.
 */
export type AttributeText<Value> = [Value] extends [boolean]
  ? boolean | ''
  : [Value] extends [string]
    ? Value
    : string;

/** The attributes of these attribute specs, by kebab-case name; property-only values have none. */
export type AttributesOf<Attribute extends AttributeSpec> = Shown<{
  readonly [Spec in Attribute as Spec['attribute'] & string]?:
    (Spec extends AttributeSpec<infer Value> ? AttributeText<Value> : never) | null | undefined;
}>;

/** The same object type, which editors and compile errors then show by its members. */
type Shown<Type> = Type extends infer Members ? { [Name in keyof Members]: Members[Name] } : never;

type SiteElementSpec = (typeof siteElementSpecs)[number];

/** The server-renderable elements' tags. */
export type SiteElementTag = SiteElementSpec['tag'];

/**
 * Each element's attributes, by tag: `SiteElementAttributes['site-header']`
 * has `site`, `locale`, `user-role`, …, `variant`, `main-id` and `drawers`.
 */
export type SiteElementAttributes = {
  [Spec in SiteElementSpec as Spec['tag']]: AttributesOf<
    Spec extends { attributes: readonly (infer Attribute extends AttributeSpec)[] }
      ? Attribute
      : never
  >;
};

/** The attributes every element reads (the page's values: site, locale, user, path, endpoints, counts). */
export type SharedAttributes = AttributesOf<(typeof shellAttributes)[number]>;
