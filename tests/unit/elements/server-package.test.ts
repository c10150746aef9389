import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ServerModule from '../../../src/elements/server/index.ts';
import { templateTypeErrors } from '../../support/template-type-errors.ts';

// `site-shell/server` as the build leaves it (npm run build:elements): the
// export map, the module's names, and its declarations as a consumer's
// TypeScript reads them.

const root = resolve(import.meta.dirname, '../../..');
const entry = resolve(root, 'dist-elements/server/index.js');
const typesEntry = resolve(root, 'dist-elements/server/types/elements/server/index.d.ts');

let server: typeof ServerModule;
beforeAll(async () => {
  if (!existsSync(entry) || !existsSync(typesEntry)) {
    throw new Error('dist-elements/server/ is not built: run `npm run build:elements` first.');
  }
  server = (await import(pathToFileURL(entry).href)) as typeof ServerModule;
}, 30_000);

describe('site-shell/server', () => {
  it('is exported with its declarations', () => {
    const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    expect(manifest.exports['./server']).toEqual({
      types: './dist-elements/server/types/elements/server/index.d.ts',
      default: './dist-elements/server/index.js',
    });
  });

  it('exports these names, and no others', () => {
    expect(Object.keys(server).sort()).toEqual([
      'SiteElementError',
      'createFragmentHandler',
      'createFragmentService',
      'defaultTimeBudgetMs',
      'elementTags',
      'elementsScript',
      'elementsVersion',
      'renderChrome',
      'renderElement',
      'renderShadowRoot',
      'renderUserSlots',
      'shadowStylesheet',
      'shadowStylesheetFile',
      'shadowStylesheetHref',
      'staticFragments',
    ]);
    expect(server.elementTags).toEqual([
      'site-header',
      'site-footer',
      'site-drawer',
      'site-unread-badge',
    ]);
    expect(server.shadowStylesheetFile).toBe('site-elements-shadow.css');
  });

  it('renders an element, and throws SiteElementError naming a bad attribute', async () => {
    const html = await server.renderElement('site-unread-badge', {
      site: 'de-de',
      kind: 'notifications',
      'unread-counts': '{"notifications":4}',
    });
    expect(html).toMatch(
      /^<site-unread-badge site="de-de" kind="notifications" unread-counts="\{&quot;notifications&quot;:4\}" data-rendered-for="\w+" data-site-shell-version="[\w.-]+"><template shadowrootmode="open"><link rel="stylesheet" href="\/dist-elements\/site-elements-shadow\.css\?v=[\w-]+"\/>/,
    );
    const error: unknown = await server
      .renderElement('site-header', { 'user-role': 'admin' } as never)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(server.SiteElementError);
    expect(error).toMatchObject({ tag: 'site-header', attribute: 'user-role', value: 'admin' });
  });
});

describe('its declarations, in a consumer project', () => {
  // A project of its own that depends on the package (a link to this
  // checkout), with a consumer's usual settings rather than ours.
  let consumer: string;
  beforeAll(() => {
    consumer = mkdtempSync(join(tmpdir(), 'site-shell-consumer-'));
    mkdirSync(join(consumer, 'node_modules'));
    symlinkSync(root, join(consumer, 'node_modules', 'site-shell'), 'dir');
    writeFileSync(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
  });
  afterAll(() => rmSync(consumer, { recursive: true, force: true }));

  const template = `import {
  renderChrome,
  renderElement,
  SiteElementError,
  type SiteElementAttributes,
} from 'site-shell/server';

const header: SiteElementAttributes['site-header'] = {
  site: 'de-de',
  locale: 'de-DE',
  'user-role': 'designer',
  'unread-counts': '{"messages":3}',
  variant: 'blog',
  drawers: true,
};
export const ok: string = await renderElement('site-header', header);
export const drawer = await renderElement('site-drawer', { side: 'right', 'hide-login': '' });
const tagFromRequest: string = 'site-footer';
export const dynamic = await renderElement(tagFromRequest, { anything: 'checked at run time' });
export const chrome = await renderChrome({ shared: { site: 'de-de' }, footer: { variant: 'reduced' } });
export const attribute: string | null = new SiteElementError('unknown-element', 'site-nav', null, null, '').attribute;
export const typo = await renderElement('site-header', { 'user-rol': 'designer' });
export const role = await renderElement('site-header', { 'user-role': 'admin' });
export const side = await renderElement('site-drawer', { side: 'middle' });
export const variant = await renderChrome({ shared: {}, footer: { variant: 'blog' } });
`;
  const wrongLines = ['22: TS2353', '23: TS2322', '24: TS2322', '25: TS2322'];

  it.each([
    ['NodeNext', { module: 'nodenext', moduleResolution: 'nodenext' }],
    ['a bundler', { module: 'esnext', moduleResolution: 'bundler' }],
  ])(
    'type-check under %s resolution: known tags take their own attributes only',
    (_name, settings) => {
      expect(templateTypeErrors(consumer, template, settings)).toEqual(wrongLines);
    },
    60_000,
  );
});
