import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { navigationDocument } from '../../../../src/microsite/build/navigation-documents.ts';
import { navigationDocumentWriter } from '../../../../src/microsite/build/write-navigation-documents.ts';
import { stylesHash } from '../../../../src/microsite/navigation-document.ts';

// A page's navigation document: what the router needs when the reader comes
// from a page of the same site (src/microsite/navigation-document.ts).

const css = `.awards-main::before{content:"受賞"}${'.x{margin:0}'.repeat(200)}`;
const hash = stylesHash(css);
const page = [
  `<html><head><meta charset="utf-8"><style>${css}</style><style>astro-island{display:contents}</style></head>`,
  '<body><astro-island uid="a" props="{}" data-astro-transition-persist="site-header-us-en"><header>日本語 <a href="/">home</a></header></astro-island>',
  '<div class="awards-bar"><divider>bar</divider></div>',
  '<main id="main"><p>Winners: data-astro-transition-persist="x"</p></main>',
  '<div data-astro-transition-persist="site-footer-us-en"><div><div>footer</div></div><div>more</div></div>',
  '<div aria-live="assertive" data-astro-transition-persist="route-announcer"></div>',
  '</body></html>',
].join('');
const urlOf = (h: string) => `/a/styles.${h}.css`;
const documentOf = (html: string) => navigationDocument(Buffer.from(html), urlOf);

describe('a navigation document', () => {
  it("links the head's large inline styles by their hash and keeps small ones inline", () => {
    const { bytes, stylesheets } = documentOf(page);
    expect(stylesheets.map((sheet) => [sheet.hash, Buffer.from(sheet.css).toString()])).toEqual([
      [hash, css],
    ]);
    expect(bytes.toString()).toContain(
      `<head><meta charset="utf-8"><link rel="stylesheet" href="/a/styles.${hash}.css" data-styles-hash="${hash}"><style>astro-island{display:contents}</style></head>`,
    );
    expect(bytes.toString()).not.toContain('.awards-main');
  });

  it('leaves the persisted elements empty, with their attributes, and keeps the rest of the body', () => {
    const html = documentOf(page).bytes.toString();
    expect(html.slice(html.indexOf('<body>'))).toBe(
      [
        '<body><astro-island uid="a" props="{}" data-astro-transition-persist="site-header-us-en"></astro-island>',
        '<div class="awards-bar"><divider>bar</divider></div>',
        '<main id="main"><p>Winners: data-astro-transition-persist="x"</p></main>',
        '<div data-astro-transition-persist="site-footer-us-en"></div>',
        '<div aria-live="assertive" data-astro-transition-persist="route-announcer"></div>',
        '</body></html>',
      ].join(''),
    );
  });

  it('refuses a persisted element that is never closed', () => {
    expect(() =>
      documentOf('<head></head><body><div data-astro-transition-persist="x"><div></div>'),
    ).toThrow('A persisted <div> is not closed.');
  });

  it('names a stylesheet by the hash the browser computes from the same text', () => {
    // FNV-1a over the text: the router hashes a <style> element's text.
    expect(stylesHash('')).toBe('811c9dc5');
    expect(stylesHash('a')).toBe('e40c292c');
  });
});

describe('the navigation documents of a build', () => {
  let folder = '';
  afterEach(() => rm(folder, { recursive: true, force: true }));

  /** A build's output with `paths` built, and a writer for it. */
  async function build(paths: string[], cacheFolder: string | undefined) {
    const outDir = join(folder, 'dist');
    await rm(outDir, { recursive: true, force: true });
    for (const path of paths) {
      await mkdir(join(outDir, path), { recursive: true });
      await writeFile(join(outDir, path, 'index.html'), page);
    }
    const assetsFolder = join(outDir, 'best-design-awards', '_astro');
    const writer = navigationDocumentWriter({
      outDir,
      basePath: '/best-design-awards/',
      assetsFolder,
      assetUrl: (fileName) => `/best-design-awards/_astro/${fileName}`,
      cacheFolder,
    });
    const read = (path: string) => readFile(join(outDir, path, 'index.nav.html'), 'utf8');
    return { writer, assetsFolder, read };
  }
  const expected = navigationDocument(
    Buffer.from(page),
    (h) => `/best-design-awards/_astro/styles.${h}.css`,
  ).bytes.toString();

  it('writes one beside each page rendered, and each stylesheet once', async () => {
    folder = await mkdtemp(join(tmpdir(), 'navigation-documents-'));
    const paths = ['best-design-awards', 'best-design-awards/2024', 'best-design-awards/de/2024'];
    const { writer, assetsFolder, read } = await build(paths, undefined);
    for (const path of paths) writer.page(`/${path}/`, Buffer.from(page));
    writer.page('/404', Buffer.from(page));
    expect(await writer.finish()).toMatchObject({ rendered: 3, reused: 0 });
    for (const path of paths) expect(await read(path)).toBe(expected);
    expect(await readdir(assetsFolder)).toEqual([`styles.${hash}.css`]);
    expect(await readFile(join(assetsFolder, `styles.${hash}.css`), 'utf8')).toBe(css);
  });

  it('gives a page an incremental build reused its document from the cache, or makes it', async () => {
    folder = await mkdtemp(join(tmpdir(), 'navigation-documents-'));
    const cache = join(folder, 'cache');
    const paths = ['best-design-awards/2023', 'best-design-awards/2024'];
    const first = await build(paths, cache);
    for (const path of paths) first.writer.page(`/${path}/`, Buffer.from(page));
    await first.writer.finish();
    // The cached document of 2023 is marked, to see where the next build takes it from.
    const cached2023 = join(cache, 'best-design-awards/2023/index.nav.html');
    await writeFile(cached2023, `${expected}<!-- cached -->`);
    await rm(join(cache, 'best-design-awards/2024'), { recursive: true });
    // A stylesheet of another build (another assets host, say) stays in the cache.
    await writeFile(join(cache, '_styles', 'styles.0badf00d.css'), 'p{}');

    // The next build renders only the home; Astro copies 2023 and 2024 from its cache.
    const second = await build(['best-design-awards', ...paths], cache);
    second.writer.page('/best-design-awards/', Buffer.from(page));
    expect(await second.writer.finish()).toMatchObject({ rendered: 1, reused: 2 });
    expect(await second.read('best-design-awards')).toBe(expected);
    expect(await second.read('best-design-awards/2023')).toBe(`${expected}<!-- cached -->`);
    expect(await second.read('best-design-awards/2024')).toBe(expected);
    expect(await readdir(second.assetsFolder)).toEqual([`styles.${hash}.css`]);
  });

  it('makes the document of a reused page again when the cache lacks a stylesheet it links to', async () => {
    folder = await mkdtemp(join(tmpdir(), 'navigation-documents-'));
    const cache = join(folder, 'cache');
    const first = await build(['best-design-awards/2023'], cache);
    first.writer.page('/best-design-awards/2023/', Buffer.from(page));
    await first.writer.finish();
    await writeFile(
      join(cache, 'best-design-awards/2023/index.nav.html'),
      expected.replaceAll(hash, '0badf00d'),
    );

    const second = await build(['best-design-awards/2023'], cache);
    expect(await second.writer.finish()).toMatchObject({ rendered: 0, reused: 1 });
    expect(await second.read('best-design-awards/2023')).toBe(expected);
    expect(await readdir(second.assetsFolder)).toEqual([`styles.${hash}.css`]);
  });
});
