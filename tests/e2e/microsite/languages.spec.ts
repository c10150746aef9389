import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { micrositeHref } from '../../../src/microsite/base-path.ts';
import { micrositeSites } from '../../../src/microsite/sites.ts';
import { awardsHref } from '../../../src/navigation/awards-href.ts';
import { sitemapPaths } from './support.ts';

// issue 16 "The microsite in all eight languages": each language's home, read
// from the build: its lang, the hreflang alternates of every language, the
// programme named as the chrome's footer link names it, award content in the
// language, one way to change language (the awards bar), and the sitemap.

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** A text of a content file's front matter in a language: `name` of packaging.md in `fr`. */
function contentText(file: string, field: string, language: string): string {
  const block = new RegExp(`^${field}:\\n((?: {2}.+\\n)+)`, 'm').exec(read(file))?.[1] ?? '';
  const line = new RegExp(`^ {2}${language}: (.+)$`, 'm').exec(block)?.[1] ?? '';
  return line.trim().replace(/^(['"])(.*)\1$/, '$2');
}

const chromeName = (language: string) =>
  (JSON.parse(read(`src/i18n/messages/${language}.json`)) as Record<string, string>)[
    'nav.bestDesignAwards'
  ];

test('every language’s home is in its language, names the programme as the footer does, and links the other languages', async ({
  page,
}) => {
  for (const site of micrositeSites) {
    const home = micrositeHref(site.segment);
    const programme = chromeName(site.language) ?? '';
    const packaging = contentText('src/content/categories/packaging.md', 'name', site.language);
    expect(programme, site.language).not.toBe('');
    expect(packaging, site.language).not.toBe('');

    await page.goto(home);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${site.language}-`));
    await expect(page).toHaveTitle(new RegExp(programme));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(programme);
    // The footer's link names the programme the same way and leads here.
    await expect(
      page.locator(`footer.site-footer a[href="${awardsHref(site.language)}"]`),
    ).toHaveText(programme);
    await expect(page.locator('#categories')).toContainText(packaging);

    const alternates = await page
      .locator('link[rel=alternate][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute('hreflang'),
          new URL(link.getAttribute('href') ?? '').pathname,
        ]),
      );
    expect(alternates).toEqual([
      ...micrositeSites.map((other) => [other.language, micrositeHref(other.segment)]),
      ['x-default', micrositeHref(undefined)],
    ]);

    // One way to change language, staying on the microsite: the awards bar.
    const bar = page.locator('.awards-bar__languages a');
    await expect(bar).toHaveCount(micrositeSites.length);
    expect(
      await bar.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(micrositeSites.map((other) => micrositeHref(other.segment)));
    await expect(page.locator('a[href^="/user/switch-language/"]')).toHaveCount(0);
    await expect(page.locator('.site-language-switcher')).toHaveCount(0);
  }
});

test('the sitemap lists the home, every category, every year and the about page in every language', () => {
  const paths = new Set(sitemapPaths());
  const english = micrositeHref(undefined);
  const generated = [...paths].filter((path) =>
    /^(|categories\/[a-z0-9-]+\/|\d{4}\/|about\/)$/.test(path.slice(english.length)),
  );
  expect(generated.length).toBeGreaterThanOrEqual(1 + 8 + 5 + 1);
  for (const site of micrositeSites) {
    const inSite = generated.map((path) => path.replace(english, micrositeHref(site.segment)));
    expect(
      inSite.filter((path) => !paths.has(path)),
      site.language,
    ).toEqual([]);
  }
});

test('every language has its own 404 and 500 pages, in its language', () => {
  for (const site of micrositeSites) {
    const texts = JSON.parse(read(`src/microsite/texts/${site.language}.json`)) as Record<
      string,
      string
    >;
    for (const [page, heading] of [
      ['404', texts['notFound.heading']],
      ['500', texts['serverError.heading']],
    ] as const) {
      const html = read(`dist${micrositeHref(site.segment, page)}index.html`);
      expect(html, `${site.language} ${page}`).toMatch(
        new RegExp(`<html[^>]* lang="${site.language}-`),
      );
      expect(html, `${site.language} ${page}`).toContain(`>${heading}</h1>`);
    }
  }
});
