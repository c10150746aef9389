import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../../../src/microsite/texts/de.json' with { type: 'json' };
import en from '../../../../src/microsite/texts/en.json' with { type: 'json' };
import fr from '../../../../src/microsite/texts/fr.json' with { type: 'json' };
import { copyProject, type ProjectCopy } from '../../support/project-copy.ts';
import { buildCopy } from './support/astro-runs.ts';

// `fallback: en` (issue 35): a year, a category and a winner published
// before their German texts exist. A real build of a copy of the project
// with the German lines taken out of the three files, each saying
// `fallback: en`: the German pages show the English texts with lang="en" on
// the element that holds each (the page stays German) and the translated
// notice, once on the year's and the category's page and compactly on the
// winner's card; the English pages have neither, and the sitemap still
// gives each page its German alternate. A second winner lacks German only in
// its jury quote and its image's description. One build, under 30 s.

let copy: ProjectCopy | undefined;
const browser = new Window({ settings: { disableJavaScriptEvaluation: true } });

/** Takes the German line out of every text of `file`, and writes `fallback: en` into it. */
function withoutGerman(file: string) {
  copy?.edit(file, /^ +de: .+\n/gm, '');
  copy?.edit(file, /^---\n/, '---\nfallback: en\n');
}

beforeAll(async () => {
  copy = copyProject('awards-fallback-');
  withoutGerman('src/content/years/2024.md');
  withoutGerman('src/content/categories/packaging.md');
  withoutGerman('src/content/winners/2024/kitchen-garden-seeds.md');
  // The second winner: German missing only in its quote, and an image description in English only.
  const nordlicht = 'src/content/winners/2024/nordlicht-coffee.md';
  copy.edit(nordlicht, /^( {2}quote:\n(?: {4}.+\n)*?) {4}de: .+\n/m, '$1');
  copy.edit(nordlicht, /^(image: .+\n)/m, "$1imageAlt:\n  en: 'An aurora drawn as a wordmark'\n");
  copy.edit(nordlicht, /^---\n/, '---\nfallback: en\n');
  await buildCopy(copy);
}, 240_000);

afterAll(async () => {
  await browser.happyDOM.close();
  copy?.remove();
});

function page(path: string): Document {
  const html = readFileSync(join(copy?.root ?? '', 'dist', path, 'index.html'), 'utf8');
  return new browser.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** The elements of `document` that say lang="en", as "tag: text". */
function markedEnglish(document: Document, within: readonly string[] = ['main']): string[] {
  const selector = within.map((scope) => `${scope} [lang="en"]`).join(', ');
  return [...document.querySelectorAll(selector)].map(
    (element) =>
      `${element.tagName.toLowerCase()}: ${element.getAttribute('alt') ?? element.textContent?.trim()}`,
  );
}

const notices = (document: Document) =>
  [...document.querySelectorAll('.fallback-notice')].map((notice) => notice.textContent?.trim());

describe('a year, a category and a winner with `fallback: en` and no German texts', () => {
  it('show their English texts on the German year page, each marked lang="en", the page staying German', () => {
    const document = page('best-design-awards/de/2024');
    expect(document.documentElement.getAttribute('lang')).toBe('de-DE');
    const english = markedEnglish(document);
    // The year's theme (in its heading), summary and ceremony city.
    expect(english).toContain('span: Craft in the age of AI');
    expect(english).toContainEqual(expect.stringMatching(/^p: With generated imagery everywhere/));
    expect(document.querySelector('.facts dd span[lang="en"]')?.textContent).toBe('Berlin');
    // The category's name, in its chip and its section's heading.
    expect(document.querySelector('#jump-to-category [lang="en"]')?.textContent).toBe('Packaging');
    expect(document.querySelector('#packaging-title [lang="en"]')?.textContent).toBe('Packaging');
    // The winner's description; a winner with its German texts has none in English.
    const seeds = document.querySelector('#kitchen-garden-seeds');
    expect(seeds?.querySelector('.winner-card__description')?.getAttribute('lang')).toBe('en');
    expect(seeds?.querySelector('.winner-card__description')?.textContent?.trim()).toMatch(
      /^Seed packets illustrated with linocuts/,
    );
    // The second winner: its quote and its image's description in English, its description German.
    const nordlicht = document.querySelector('#nordlicht-coffee');
    expect(nordlicht?.querySelector('q')?.getAttribute('lang')).toBe('en');
    expect(nordlicht?.querySelector('q')?.textContent).toBe(
      'Drawn, not prompted. You can tell from across the room.',
    );
    expect(nordlicht?.querySelector('img')?.getAttribute('lang')).toBe('en');
    expect(nordlicht?.querySelector('img')?.getAttribute('alt')).toBe(
      'An aurora drawn as a wordmark',
    );
    expect(nordlicht?.querySelector('.winner-card__description')?.hasAttribute('lang')).toBe(false);
    const others = [...document.querySelectorAll('.winner-card')].filter(
      (card) => !['kitchen-garden-seeds', 'nordlicht-coffee'].includes(card.id),
    );
    expect(others.length).toBeGreaterThan(3);
    for (const card of others) expect(card.querySelector('[lang]'), card.id).toBeNull();
  });

  it('say so once at the top of the year page and once on each winner’s card, in German', () => {
    const document = page('best-design-awards/de/2024');
    expect(notices(document)).toEqual([
      de['content.fallbackNotice'],
      de['content.fallbackNoticeShort'],
      de['content.fallbackNoticeShort'],
    ]);
    expect(document.querySelectorAll('.page-intro .fallback-notice')).toHaveLength(1);
    for (const winner of ['kitchen-garden-seeds', 'nordlicht-coffee']) {
      expect(document.querySelectorAll(`#${winner} .fallback-notice`), winner).toHaveLength(1);
    }
  });

  it('show the category page in English where German is missing, with the notice', () => {
    const document = page('best-design-awards/de/categories/packaging');
    expect(document.documentElement.getAttribute('lang')).toBe('de-DE');
    expect(document.querySelector('h1 [lang="en"]')?.textContent).toBe('Packaging');
    expect(document.querySelector('.page-intro__lead')?.getAttribute('lang')).toBe('en');
    expect(document.querySelector('.breadcrumb a[aria-current="page"]')?.getAttribute('lang')).toBe(
      'en',
    );
    expect(notices(document)[0]).toBe(de['content.fallbackNotice']);
    // <title> cannot mark a part's language: the English name stays there (docs/editors.md).
    expect(document.title).toMatch(/^Packaging \| /);
  });

  it('mark the English names on the German home page’s tiles', () => {
    const english = markedEnglish(page('best-design-awards/de'), ['#categories', '#years']);
    expect(english).toContain('span: Packaging');
    expect(english).toContain('span: Craft in the age of AI');
  });

  it('leave the English page as it was, and the French one French but for the one text it lacks', () => {
    const english = page('best-design-awards/2024');
    expect(markedEnglish(english)).toEqual([]);
    expect(notices(english)).toEqual([]);
    expect(english.body.textContent).not.toContain(en['content.fallbackNotice']);
    const french = page('best-design-awards/fr/2024');
    // The image description written only in English.
    expect(markedEnglish(french)).toEqual(['img: An aurora drawn as a wordmark']);
    expect(notices(french)).toEqual([fr['content.fallbackNoticeShort']]);
    expect(french.querySelector('#nordlicht-coffee .fallback-notice')).not.toBeNull();
    expect(french.querySelector('h1')?.textContent).toContain('Le savoir-faire à l’ère de l’IA');
  });

  it('keep the German pages in the sitemap, as each page’s German alternate', () => {
    const sitemap = readFileSync(
      join(copy?.root ?? '', 'dist/best-design-awards/sitemap.xml'),
      'utf8',
    );
    expect(sitemap).toContain(
      '<loc>https://www.designmarket.com/best-design-awards/de/2024/</loc>',
    );
    expect(sitemap).toContain(
      'hreflang="de" href="https://www.designmarket.com/best-design-awards/de/categories/packaging/"',
    );
  });
});
