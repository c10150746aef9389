import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { chromium } from 'playwright';
import { demoVariants } from '../../../server/demo/roles.ts';
import { roles } from '../../../src/navigation/types.ts';
import { chromiumLaunchOptions } from '../../support/engines/chromium.ts';
import { documentAround, shadowRootDocument, shadowRootsOf } from './shadow-roots.ts';

// Every document the Nu checker reads, written into one folder per group so
// that a message names its group and its source. What the checker cannot
// read on its own is made a document: a fragment becomes a minimal page's
// body, and the content of each declarative shadow root a document of its own.

export const root = resolve(import.meta.dirname, '../../..');

export type Group =
  'built pages' | 'demo pages' | 'fragments' | 'workbench and example' | 'shadow roots';

/** Where each written file came from, for the messages. */
export type Sources = Map<string, { group: Group; source: string }>;

/** Three languages, one of them Japanese, as issue 36 asks. */
const languages = [
  { site: 'us-en', locale: 'en-US' },
  { site: 'de-de', locale: 'de-DE' },
  { site: 'jp-ja', locale: 'ja-JP' },
] as const;

export class Documents {
  readonly sources: Sources = new Map();
  #count = 0;

  readonly folder: string;

  constructor(folder: string) {
    this.folder = folder;
  }

  /** Writes `html` as a document of `group`; its shadow roots become documents too. */
  add(group: Group, source: string, html: string, lang = 'en'): void {
    const file = join(this.folder, `${this.#count++}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    this.sources.set(file, { group, source });
    shadowRootsOf(html).forEach((content, index) => {
      const shadowFile = join(this.folder, `${this.#count++}.html`);
      writeFileSync(shadowFile, shadowRootDocument(content, lang));
      this.sources.set(shadowFile, {
        group: 'shadow roots',
        source: `${source}, shadow root ${index + 1}`,
      });
    });
  }

  get files(): string[] {
    return [...this.sources.keys()];
  }
}

/**
 * Every built page of the microsite. Left out: Partytown's service-worker
 * sandbox (`~partytown/`), a file of that library that no reader navigates to.
 */
export function addBuiltPages(documents: Documents): void {
  const dist = join(root, 'dist');
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    if (file.includes('/~partytown/')) continue;
    const html = readFileSync(file, 'utf8');
    documents.add(
      'built pages',
      relative(root, file),
      html,
      /<html lang="([^"]+)"/.exec(html)?.[1],
    );
  }
}

/** The demo pages of every role and variant in three languages, server- and client-rendered. */
export async function addDemoPages(documents: Documents, origin: string): Promise<void> {
  for (const { site, locale } of languages) {
    for (const role of roles) {
      for (const variant of demoVariants) {
        for (const render of ['server', 'client'] as const) {
          const path = `/demo?${new URLSearchParams({ site, locale, role, variant, render })}`;
          documents.add('demo pages', path, await text(`${origin}${path}`), locale);
        }
      }
    }
  }
}

/**
 * The same demo pages as the browser has them once the bundle has rendered
 * every element (`render=client`): the document with each element's shadow
 * root written out as a declarative one (`getHTML`), read in Chromium.
 */
export async function addBrowserRenderedDemoPages(
  documents: Documents,
  origin: string,
): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const { site, locale } of languages) {
      for (const role of roles) {
        // A context per role: a demo page signs its session in as its role.
        const context = await browser.newContext();
        const page = await context.newPage();
        for (const variant of demoVariants) {
          const path = `/demo?${new URLSearchParams({ site, locale, role, variant, render: 'client' })}`;
          await page.goto(`${origin}${path}`);
          const html = await page.evaluate(async () => {
            const elements = [
              ...document.querySelectorAll(
                'site-header, site-footer, site-drawer, site-unread-badge',
              ),
            ] as (HTMLElement & { ready: Promise<void> })[];
            await Promise.all(elements.map((element) => element.ready));
            const roots = elements.flatMap((element) =>
              element.shadowRoot ? [element.shadowRoot] : [],
            );
            return `<!doctype html>${document.documentElement.getHTML({ shadowRoots: roots })}`;
          });
          documents.add('demo pages', `${path} (in the browser)`, html, locale);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

/**
 * The endpoint's fragments (each element for each role in three languages,
 * a fallback, a shared root) and the static fragment files, each as the body
 * of a minimal page.
 */
export async function addFragments(documents: Documents, origin: string): Promise<void> {
  const queries: string[] = [];
  for (const { site, locale } of languages) {
    for (const role of roles) {
      const shared = `site=${site}&locale=${locale}&user-role=${role}`;
      const user =
        role === 'logged-out'
          ? ''
          : `&user-id=7&display-name=${encodeURIComponent('Zoé <Z>')}&unread-counts=${encodeURIComponent('{"messages":3,"notifications":120}')}`;
      queries.push(
        `site-header?${shared}${user}&drawers=`,
        `site-footer?${shared}${user}`,
        `site-drawer?${shared}${user}&side=left`,
        `site-drawer?${shared}${user}&side=right`,
        `site-unread-badge?${shared}${user}&kind=messages`,
        `site-header?${shared}&variant=wide&fallback=`,
        `site-footer?${shared}&variant=wide&fallback=`,
      );
      if (role !== 'logged-out') queries.push(`site-header?${shared}&drawers=&shadow-root=`);
    }
  }
  for (const query of queries) {
    const lang = /locale=([^&]+)/.exec(query)?.[1] ?? 'en';
    const html = await text(`${origin}/fragments/${query}`);
    documents.add(
      'fragments',
      `/fragments/${query}`,
      documentAround(html, lang, 'a fragment'),
      lang,
    );
  }
  const folder = join(root, 'dist-elements/fragments');
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const lang = relative(folder, file).split('/')[1] ?? 'en';
    documents.add(
      'fragments',
      relative(root, file),
      documentAround(readFileSync(file, 'utf8'), lang, 'a fragment'),
      lang,
    );
  }
}

/** The workbench's pages and the elements' example page. */
export function addWorkbenchAndExample(documents: Documents): void {
  const workbench = join(root, 'dist-elements/workbench');
  for (const name of readdirSync(workbench).filter((file) => file.endsWith('.html'))) {
    documents.add(
      'workbench and example',
      `dist-elements/workbench/${name}`,
      readFileSync(join(workbench, name), 'utf8'),
    );
  }
  documents.add(
    'workbench and example',
    'docs/elements/example.html',
    readFileSync(join(root, 'docs/elements/example.html'), 'utf8'),
  );
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}
