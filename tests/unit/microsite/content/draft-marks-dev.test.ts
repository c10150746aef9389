import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../../../src/microsite/texts/de.json' with { type: 'json' };
import { copyProject, type ProjectCopy } from '../../support/project-copy.ts';
import { serveCopy, type DevServer } from './support/astro-runs.ts';

// Drafts in the dev preview (issue 35): a draft category and a draft year are
// marked "Draft", in the page's language, wherever they are listed, not only
// on their own page: the home page's tiles and chips, the chips and section
// headings of the year and category pages, the year pager. The real
// `astro dev` in a copy of the project whose packaging category and 2023 year
// say `draft: true`. (A draft winner's card: content-dev-preview.test.ts.)

let copy: ProjectCopy | undefined;
let server: DevServer | undefined;
const browser = new Window({ settings: { disableJavaScriptEvaluation: true } });
const mark = de['content.draft'];

beforeAll(async () => {
  copy = copyProject('awards-drafts-dev-');
  copy.edit('src/content/categories/packaging.md', /^---\n/, '---\ndraft: true\n');
  copy.edit('src/content/years/2023.md', /^---\n/, '---\ndraft: true\n');
  server = await serveCopy(copy, '/best-design-awards/about/');
}, 90_000);

afterAll(async () => {
  server?.stop();
  await browser.happyDOM.close();
  copy?.remove();
});

async function page(path: string): Promise<Document> {
  const response = await fetch(`${server?.origin}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return new browser.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** The Draft mark's text in each element of `selector`, or null for one without it. */
function marks(document: Document, selector: string): (string | null)[] {
  const elements = [...document.querySelectorAll(selector)];
  expect(elements.length, selector).toBeGreaterThan(0);
  return elements.map(
    (element) => element.querySelector('.draft-mark')?.textContent?.trim() ?? null,
  );
}

describe('the dev preview lists a draft category and a draft year with the Draft mark', () => {
  it('on the home page’s tiles and year chips', async () => {
    const home = await page('/best-design-awards/de/');
    expect(marks(home, '#categories a[href$="/categories/packaging/"]')).toEqual([mark]);
    expect(marks(home, '#categories a[href$="/categories/logo-identity/"]')).toEqual([null]);
    expect(marks(home, '#years a[href="/best-design-awards/de/2023/"]')).toEqual([mark]);
    expect(marks(home, '#years a[href="/best-design-awards/de/2024/"]')).toEqual([null]);
    expect(marks(home, '#about-years a[href="/best-design-awards/de/2023/"]')).toEqual([mark]);
  }, 60_000);

  it('on a year page’s chips, section headings and pager', async () => {
    const year = await page('/best-design-awards/de/2024/');
    expect(marks(year, '#jump-to-category a[href="#packaging"]')).toEqual([mark]);
    expect(marks(year, '#jump-to-category a[href="#logo-identity"]')).toEqual([null]);
    expect(marks(year, '#packaging-title')).toEqual([mark]);
    expect(marks(year, '#logo-identity-title')).toEqual([null]);
    expect(marks(year, '#year-navigation a[href="/best-design-awards/de/2023/"]')).toEqual([mark]);
    expect(marks(year, '.pager a[href="/best-design-awards/de/2023/"]')).toEqual([mark]);
    expect(marks(year, '.pager a[href="/best-design-awards/de/2025/"]')).toEqual([null]);
  }, 60_000);

  it('on a category page’s chips and year headings', async () => {
    const category = await page('/best-design-awards/de/categories/logo-identity/');
    expect(
      marks(category, '#other-categories a[href="/best-design-awards/de/categories/packaging/"]'),
    ).toEqual([mark]);
    expect(marks(category, '#jump-to-year a[href="#year-2023"]')).toEqual([mark]);
    expect(marks(category, '#jump-to-year a[href="#year-2024"]')).toEqual([null]);
    expect(marks(category, '#year-2023-title')).toEqual([mark]);
  }, 60_000);
});
