import { z } from 'astro/zod';
import { languageNames, languages, type Language } from '../../src/i18n/languages.ts';
import { calendarDate } from '../../src/microsite/content/content-date.ts';
import { localizedText, nameOrTextSchema } from '../../src/microsite/content/localized.ts';

// The editing screen's fields, read from the content schemas
// (src/microsite/content/schemas.ts): each zod field becomes the Decap CMS
// widget that writes what the schema reads. Adding a field to a schema adds
// it to the screen; a field of a kind this module does not know stops
// `npm run edit` with its name, rather than being left off the screen.

/** A Decap CMS field (https://decapcms.org/docs/widgets/): the options we use. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  fields?: CmsField[];
  field?: CmsField;
  options?: { label: string; value: string }[];
  [option: string]: unknown;
}

/** The widget of a field that the schema cannot describe: an image, or a reference to another collection. */
export type SpecialField =
  | { kind: 'image' }
  | {
      kind: 'reference';
      collection: string;
      /** The referenced entry's field that is its id (`{{slug}}`: its file name). */
      valueField: string;
      /** The referenced entry's field shown in the list to choose from. */
      display: string;
    };

/** Fields of the winner schema's parts (`WinnerSchemaParts`), each marked with the widget it needs. */
const special = new WeakMap<z.ZodType, SpecialField>();

/** A stand-in schema for a part (image, reference) that the editing screen shows as `field`. */
export function specialField(field: SpecialField): z.ZodType {
  const schema = z.string();
  special.set(schema, field);
  return schema;
}

export interface FieldContext {
  /** Whether the entry may leave a language out and fall back to English (a `fallback` field). */
  fallback: boolean;
  /** Presentation: field paths (`description`, `highlight.quote`) whose texts are long. */
  longTexts: ReadonlySet<string>;
  /** Presentation: help shown under a field, by field path. */
  hints: Readonly<Record<string, string>>;
  /**
   * Inside an optional group (`imageAlt`, `highlight`): Decap checks a
   * group's required fields even when the group is left empty, so none is
   * required there; `npm run check:content` still names a group half filled.
   */
  inOptional?: boolean;
}

/** `marketplacePath` → `Marketplace path`. */
export function fieldLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether `schema` is a text per language: an object whose keys are the product's languages. */
function isLocalizedText(schema: z.ZodType): schema is z.ZodObject {
  if (!(schema instanceof z.ZodObject)) return false;
  const keys = Object.keys(schema.shape);
  return keys.length === languages.length && languages.every((language) => keys.includes(language));
}

/** Whether the text in `language` is required in the screen (English always, outside optional groups). */
function languageRequired(schema: z.ZodType, language: Language, context: FieldContext): boolean {
  if (context.inOptional) return false;
  if (language === 'en') return true;
  // Another language where the text's schema requires it, unless the entry may fall back to English.
  const text = isLocalizedText(schema) ? (schema.shape[language] as z.ZodType) : undefined;
  return !context.fallback && text !== undefined && !text.isOptional();
}

const languageLabel = (language: Language) => `${languageNames[language]} (${language})`;

function localizedTextField(
  base: Pick<CmsField, 'name' | 'label'>,
  schema: z.ZodObject,
  path: string,
  context: FieldContext,
): CmsField {
  const widget = context.longTexts.has(path) ? 'text' : 'string';
  return {
    ...base,
    widget: 'object',
    collapsed: false,
    fields: languages.map((language) => ({
      name: language,
      label: languageLabel(language),
      widget,
      required: languageRequired(schema, language, context),
    })),
  };
}

/** A name, or a text per language: name-or-text-widget.js, with the languages of a localized text. */
function nameOrTextField(base: Pick<CmsField, 'name' | 'label'>, context: FieldContext): CmsField {
  return {
    ...base,
    widget: 'name-or-text',
    languages: languages.map((language) => ({
      code: language,
      label: languageLabel(language),
      required: languageRequired(localizedText, language, context),
    })),
  };
}

/** The smallest and largest integer `schema` accepts, where the schema says. */
function integerBounds(schema: z.ZodNumber): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  const { minValue, maxValue } = schema;
  if (minValue !== null && Number.isSafeInteger(minValue) && minValue > Number.MIN_SAFE_INTEGER) {
    // `.positive()` excludes its bound: the smallest accepted integer is the next.
    bounds.min = schema.safeParse(minValue).success ? minValue : minValue + 1;
  }
  if (maxValue !== null && Number.isSafeInteger(maxValue) && maxValue < Number.MAX_SAFE_INTEGER) {
    bounds.max = schema.safeParse(maxValue).success ? maxValue : maxValue - 1;
  }
  return bounds;
}

/** The regular expression a string schema must match, and the schema's own message for it. */
function stringPattern(schema: z.ZodString): [string, string] | undefined {
  const { pattern } = z.toJSONSchema(schema) as { pattern?: string };
  if (pattern === undefined) return undefined;
  // A value of the right length that matches nothing gives the schema's message.
  const issue = schema
    .safeParse('\u0000')
    .error?.issues.find((each) => each.code === 'invalid_format');
  return [pattern, issue?.message ?? `expected the form ${pattern}`];
}

function specialWidget(base: Pick<CmsField, 'name' | 'label'>, field: SpecialField): CmsField {
  if (field.kind === 'image') return { ...base, widget: 'image', choose_url: false };
  return {
    ...base,
    widget: 'relation',
    collection: field.collection,
    value_field: field.valueField,
    search_fields: [field.display],
    display_fields: [field.display],
    options_length: 100,
  };
}

/** The widget of a required (unwrapped) field. */
function widgetOf(
  base: Pick<CmsField, 'name' | 'label'>,
  schema: z.ZodType,
  path: string,
  context: FieldContext,
): CmsField {
  const marked = special.get(schema);
  if (marked) return specialWidget(base, marked);
  // Both are transforms of any input, recognised by identity.
  if (schema === calendarDate) {
    return {
      ...base,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
    };
  }
  if (schema === nameOrTextSchema) return nameOrTextField(base, context);
  if (isLocalizedText(schema)) return localizedTextField(base, schema, path, context);
  if (schema instanceof z.ZodObject) {
    return {
      ...base,
      widget: 'object',
      fields: objectFields(schema, context, `${path}.`),
    };
  }
  if (schema instanceof z.ZodString) {
    const pattern = stringPattern(schema);
    return { ...base, widget: 'string', ...(pattern ? { pattern } : {}) };
  }
  if (schema instanceof z.ZodNumber) {
    return {
      ...base,
      widget: 'number',
      value_type: schema.isInt ? 'int' : 'float',
      ...integerBounds(schema),
    };
  }
  if (schema instanceof z.ZodBoolean) return { ...base, widget: 'boolean' };
  if (schema instanceof z.ZodEnum || schema instanceof z.ZodLiteral) {
    const values =
      schema instanceof z.ZodEnum ? schema.options : [...(schema as z.ZodLiteral).values];
    return {
      ...base,
      widget: 'select',
      options: values.map((value) => ({
        label: typeof value === 'string' ? optionLabel(value) : String(value),
        value: String(value),
      })),
    };
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    const { minItems } = z.toJSONSchema(schema, { unrepresentable: 'any' }) as {
      minItems?: number;
    };
    return {
      ...base,
      widget: 'list',
      // One empty line to fill in: Decap lets an empty list through whatever its `min`.
      ...(minItems ? { min: minItems, default: [''] } : {}),
      field: widgetOf({ name: 'item', label: base.label }, element, path, context),
    };
  }
  throw new Error(
    `scripts/edit/cms-fields.ts: no editing-screen widget for the field "${path}" (${schema.def.type}); add one there.`,
  );
}

/** An option's label: a language's name for a language code, else the value. */
function optionLabel(value: string): string {
  return value in languageNames ? languageNames[value as Language] : value;
}

/** The field `name` of an object schema, as a CMS field. */
export function cmsField(
  name: string,
  schema: z.ZodType,
  context: FieldContext,
  prefix = '',
): CmsField {
  const path = `${prefix}${name}`;
  const optional = schema.isOptional();
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  const hint = context.hints[path];
  const innerContext = { ...context, inOptional: context.inOptional === true || optional };
  return {
    ...widgetOf({ name, label: fieldLabel(name) }, inner, path, innerContext),
    required: !innerContext.inOptional,
    ...(hint ? { hint } : {}),
  };
}

/** The fields of an object schema, in the schema's order. */
export function objectFields(schema: z.ZodObject, context: FieldContext, prefix = ''): CmsField[] {
  return Object.entries(schema.shape).map(([name, field]) =>
    cmsField(name, field as z.ZodType, context, prefix),
  );
}
