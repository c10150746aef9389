import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { navigationDocumentName } from '../navigation-document.ts';
import { linkedStylesheets, navigationDocument } from './navigation-documents.ts';

// Writes each page's navigation document beside it as Astro renders the page
// (the bytes are at hand then), and after the build the stylesheets they link
// to, once each. A page that an incremental build copies from Astro's cache is
// not rendered: its navigation document comes from this writer's own cache
// (written alongside when the build keeps one), or is made from the page.

export interface NavigationDocumentsOptions {
  /** The build's output folder. */
  outDir: string;
  /** The microsite's path, under which every page has a navigation document. */
  basePath: string;
  /** The build's assets folder, where the stylesheets go. */
  assetsFolder: string;
  /** The URL of a file of the assets folder. */
  assetUrl: (fileName: string) => string;
  /** Where navigation documents and stylesheets are kept for a later incremental build; none on CI. */
  cacheFolder: string | undefined;
}

export interface NavigationDocumentWriter {
  /** The navigation document of the page Astro rendered at `pathname`, written beside it. */
  page(pathname: string, page: Buffer): void;
  /** Waits for every write; writes the stylesheets and the reused pages' documents. */
  finish(): Promise<NavigationDocumentsWritten>;
}

export interface NavigationDocumentsWritten {
  rendered: number;
  reused: number;
  /** Time spent making the rendered pages' documents, as Astro rendered them (their writes overlap the rendering). */
  renderedMilliseconds: number;
  /** Time after the build: the writes still running, the reused pages' documents, the stylesheets. */
  afterMilliseconds: number;
}

const stylesheetName = (hash: string) => `styles.${hash}.css`;

/** Reused pages' documents copied at a time. */
const concurrency = 16;

export function navigationDocumentWriter(
  options: NavigationDocumentsOptions,
): NavigationDocumentWriter {
  const { outDir, basePath, assetsFolder, assetUrl, cacheFolder } = options;
  const urlOf = (hash: string) => assetUrl(stylesheetName(hash));
  const stylesheets = new Map<string, Uint8Array>();
  const rendered = new Set<string>();
  const writes: Promise<void>[] = [];
  let failure: unknown;
  let renderedMilliseconds = 0;

  // Each folder is created once (a page's folder holds only its document):
  // a recursive mkdir per write cost a tenth of a millisecond of every page.
  const folders = new Map<string, Promise<unknown>>();
  /** Writes `bytes` to `file`, creating its folder. */
  const write = async (file: string, bytes: Uint8Array) => {
    const folder = dirname(file);
    let created = folders.get(folder);
    if (!created) {
      created = mkdir(folder, { recursive: true });
      folders.set(folder, created);
    }
    await created;
    await writeFile(file, bytes);
  };
  const documentOf = (page: Buffer) => {
    const document = navigationDocument(page, urlOf);
    for (const { hash, css } of document.stylesheets) stylesheets.set(hash, css);
    return document.bytes;
  };

  const styles = cacheFolder ? join(cacheFolder, '_styles') : undefined;

  /**
   * Navigation documents of the pages an incremental build copied from
   * Astro's cache instead of rendering them: the cached document, when the
   * cache has every stylesheet it links to (copied into the assets folder),
   * or one made from the page.
   */
  async function reused(): Promise<number> {
    // Without the cache (INCREMENTAL_BUILD=0) Astro renders every page.
    if (!cacheFolder || !styles) return 0;
    const siteFolder = join(outDir, basePath);
    const pages = (await readdir(siteFolder, { recursive: true }))
      .filter((path) => path === 'index.html' || path.endsWith('/index.html'))
      .map((path) => join(basePath, dirname(path), navigationDocumentName))
      .filter((path) => !rendered.has(path));
    const cachedStyles = new Set(await readdir(styles).catch(() => []));
    const fromCache = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < pages.length) {
        const path = pages[next++] as string;
        const file = join(outDir, path);
        const cached = join(cacheFolder, path);
        const bytes = await readFile(cached).catch(() => undefined);
        const names = bytes ? linkedStylesheets(bytes).map(stylesheetName) : [];
        if (bytes && names.every((name) => cachedStyles.has(name))) {
          for (const name of names) fromCache.add(name);
          await writeFile(file, bytes);
          continue;
        }
        const made = documentOf(await readFile(join(dirname(file), 'index.html')));
        await writeFile(file, made);
        await write(cached, made);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    for (const name of fromCache)
      if (!stylesheets.has(name.slice('styles.'.length, -'.css'.length)))
        await copyFile(join(styles, name), join(assetsFolder, name));
    return pages.length;
  }

  return {
    page(pathname, page) {
      if (!pathname.startsWith(basePath) || !pathname.endsWith('/')) return;
      const started = performance.now();
      const path = `${pathname}${navigationDocumentName}`;
      rendered.add(path);
      const bytes = documentOf(page);
      const done = write(join(outDir, path), bytes).then(() =>
        cacheFolder ? write(join(cacheFolder, path), bytes) : undefined,
      );
      writes.push(done.catch((error: unknown) => void (failure ??= error)));
      renderedMilliseconds += performance.now() - started;
    },
    async finish() {
      const started = performance.now();
      await Promise.all(writes);
      if (failure) throw failure;
      const count = await reused();
      for (const [hash, css] of stylesheets) {
        await write(join(assetsFolder, stylesheetName(hash)), css);
        if (styles) await write(join(styles, stylesheetName(hash)), css);
      }
      return {
        rendered: rendered.size,
        reused: count,
        renderedMilliseconds,
        afterMilliseconds: performance.now() - started,
      };
    },
  };
}
