import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { languageNames, languages } from '../../../../src/i18n/languages.ts';
import { strictFields } from '../../../../src/microsite/content/strict-fields.ts';
import { cmsConfig, editedSchemas, winnerImages } from '../../../../scripts/edit/cms-config.ts';
import { cmsField, objectFields, type CmsField } from '../../../../scripts/edit/cms-fields.ts';

// The editing screen's Decap CMS configuration, read from the content
// schemas (issue 35): every field of every schema, each with the widget that
// writes what the schema reads.

type Collection = { name: string; fields: CmsField[]; [option: string]: unknown };

const config = cmsConfig({ apiUrl: 'http://127.0.0.1:4330/api/v1' });
const collections = config['collections'] as Collection[];
const collection = (name: string) => collections.find((each) => each.name === name) as Collection;

/** The field at a dotted path of a collection. */
function fieldAt(name: string, path: string): CmsField {
  let fields = collection(name).fields;
  let found: CmsField | undefined;
  for (const part of path.split('.')) {
    found = fields.find((field) => field.name === part);
    if (!found) throw new Error(`no field ${path} in ${name}`);
    fields = found.fields ?? [];
  }
  return found as CmsField;
}

const context = { fallback: false, longTexts: new Set<string>(), hints: {} };

describe('the editing screen’s configuration', () => {
  it('has every field of every content schema, in the schema’s order', () => {
    for (const [name, schema] of Object.entries(editedSchemas)) {
      expect(collection(name).fields.map((field) => field.name)).toEqual(Object.keys(schema.shape));
    }
  });

  it('writes winners to src/content/winners/<year>/<id>.md and their images beside them', () => {
    const winners = collection('winners');
    expect(winners['folder']).toBe('src/content/winners');
    expect(winners['path']).toBe('{{[year]}}/{{slug}}');
    expect(winners['media_folder']).toBe(`/${winnerImages.folder}`);
    expect(winners['public_folder']).toBe('../images');
    expect(fieldAt('winners', 'image').widget).toBe('image');
    expect(collection('years')['folder']).toBe('src/content/years');
    expect(collection('categories')['folder']).toBe('src/content/categories');
  });

  it('talks to decap-server through the screen’s own server, publishing at once', () => {
    expect(config['backend']).toEqual({
      name: 'proxy',
      proxy_url: 'http://127.0.0.1:4330/api/v1',
      branch: 'main',
    });
    expect(config['publish_mode']).toBe('simple');
  });

  it('shows a text per language as one box per language, labelled with the language’s name', () => {
    const description = fieldAt('winners', 'description');
    expect(description.widget).toBe('object');
    expect(description.fields?.map((field) => [field.name, field.label])).toEqual(
      languages.map((language) => [language, `${languageNames[language]} (${language})`]),
    );
    expect(description.fields?.every((field) => field.widget === 'text')).toBe(true);
    expect(fieldAt('categories', 'name').fields?.every((field) => field.widget === 'string')).toBe(
      true,
    );
  });

  it('requires English, and no other language where the entry may fall back to English', () => {
    for (const [name, schema] of Object.entries(editedSchemas)) {
      expect('fallback' in schema.shape, name).toBe(true);
    }
    for (const [name, path] of [
      ['winners', 'description'],
      ['years', 'ceremony.city'],
      ['categories', 'summary'],
    ] as const) {
      const required = fieldAt(name, path).fields?.filter((field) => field.required);
      expect(required?.map((field) => field.name)).toEqual(['en']);
    }
    expect(fieldAt('winners', 'fallback')).toMatchObject({
      widget: 'select',
      required: false,
      options: [{ label: 'English', value: 'en' }],
    });
  });

  it('requires nothing inside an optional group, which Decap would require even when left empty', () => {
    expect(fieldAt('winners', 'imageAlt').required).toBe(false);
    expect(fieldAt('winners', 'imageAlt').fields?.some((field) => field.required)).toBe(false);
    expect(fieldAt('winners', 'highlight.by').required).toBe(false);
    expect(fieldAt('winners', 'highlight.quote.en').required).toBe(false);
  });

  it('gives a winner’s title one name or a text per language', () => {
    const title = fieldAt('winners', 'title');
    expect(title.widget).toBe('name-or-text');
    expect(title['languages']).toEqual(
      languages.map((language) => ({
        code: language,
        label: `${languageNames[language]} (${language})`,
        required: language === 'en',
      })),
    );
  });

  it('reads dates, numbers, choices, references, colours and lists from the schemas', () => {
    expect(fieldAt('years', 'ceremony.date')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      time_format: false,
      required: true,
    });
    expect(fieldAt('years', 'year')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 2000,
      max: 2100,
    });
    // `.positive()`: the smallest integer it accepts.
    expect(fieldAt('years', 'entries')).toMatchObject({ value_type: 'int', min: 1 });
    expect(fieldAt('years', 'entries')).not.toHaveProperty('max');
    expect(fieldAt('winners', 'award').options?.map((option) => option.value)).toEqual([
      'gold',
      'silver',
      'bronze',
    ]);
    expect(fieldAt('winners', 'draft')).toMatchObject({ widget: 'boolean', required: false });
    expect(fieldAt('winners', 'category')).toMatchObject({
      widget: 'relation',
      collection: 'categories',
      value_field: '{{slug}}',
    });
    expect(fieldAt('winners', 'year')).toMatchObject({
      widget: 'relation',
      collection: 'years',
      value_field: 'year',
    });
    expect(fieldAt('categories', 'accent')['pattern']).toEqual([
      '^#[0-9a-fA-F]{6}$',
      'expected a colour such as "#1f6f5c"',
    ]);
    expect(fieldAt('years', 'jury')).toMatchObject({
      widget: 'list',
      min: 1,
      field: { widget: 'string' },
    });
  });

  it('follows a field added to a schema, and refuses one it has no widget for', () => {
    const schema = strictFields({ draft: z.boolean().optional(), website: z.string().url() });
    expect(objectFields(schema, context).map((field) => field.name)).toEqual(['draft', 'website']);
    expect(() => cmsField('released', z.date(), context)).toThrow(
      /no editing-screen widget for the field "released" \(date\)/,
    );
  });
});
