import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftAstroPage } from './support/page-fixtures.ts';
import { copyProject, type ProjectCopy } from '../../support/project-copy.ts';
import { serveCopy, type DevServer } from './support/astro-runs.ts';

// The dev preview with content mistakes (issue 35): the real `astro dev` on a
// free loopback port, in a copy of the project whose 2024 year has a date
// written day first and one of whose 2023 winners has an image that is not
// there. The page concerned shows the problem in the browser (a page of
// ours, status 500) with the file, the field and the fix; every other page
// works; the terminal prints each problem once. A draft winner and a draft
// .astro page are shown, marked "Draft".

let copy: ProjectCopy | undefined;
let server: DevServer | undefined;

/** The page's status and its text (the markup left out). */
async function page(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server?.origin ?? ''}${path}`);
  const html = await response.text();
  const text = html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
  return { status: response.status, text };
}

beforeAll(async () => {
  copy = copyProject('awards-dev-');
  copy.edit('src/content/years/2024.md', /^ {2}date: .+$/m, '  date: 13.11.2024');
  copy.edit(
    'src/content/winners/2023/lumen-candles.md',
    /^image: .+$/m,
    'image: ../images/missing.png',
  );
  copy.edit('src/content/winners/2022/alpine-honey.md', /^award: /m, 'draft: true\naward: ');
  copy.write(draftAstroPage.file, draftAstroPage.text);
  server = await serveCopy(copy, '/best-design-awards/about/');
}, 90_000);

afterAll(() => {
  server?.stop();
  copy?.remove();
});

describe('the dev preview', () => {
  it('shows a year file’s problem on that year’s page, with the file, the field and the fix', async () => {
    const { status, text } = await page('/best-design-awards/2024/');
    expect(status).toBe(500);
    expect(text).toContain(
      'src/content/years/2024.md: ceremony.date: write the date as YYYY-MM-DD (year-month-day), for example 2026-11-13; "13.11.2024" is not in that form',
    );
  }, 60_000);

  it('shows a missing image on its winner’s year page, naming the content file and the field', async () => {
    const { status, text } = await page('/best-design-awards/de/2023/');
    expect(status).toBe(500);
    expect(text).toContain(
      'src/content/winners/2023/lumen-candles.md: image: there is no image ../images/missing.png',
    );
  }, 60_000);

  it('keeps the other pages working, and prints each problem once in the terminal', async () => {
    expect((await page('/best-design-awards/2022/')).status).toBe(200);
    expect((await page('/best-design-awards/')).status).toBe(200);
    const mentions =
      (server?.output() ?? '').split('src/content/years/2024.md: ceremony.date').length - 1;
    expect(mentions).toBe(1);
  }, 60_000);

  it('shows a draft winner with a "Draft" mark in the page’s language', async () => {
    const { status, text } = await page('/best-design-awards/de/2022/');
    expect(status).toBe(200);
    expect(text).toMatch(/Alpenblüte Honey\s*Entwurf/);
  }, 60_000);

  it('shows a draft .astro page (export const draft = true) with a "Draft" mark', async () => {
    const { status, text } = await page('/best-design-awards/press/');
    expect(status).toBe(200);
    expect(text).toMatch(/Press\s*Draft/);
  }, 60_000);

  it('shows the year and its winners again once the file is fixed', async () => {
    copy?.edit('src/content/years/2024.md', /^ {2}date: .+$/m, '  date: 2024-11-13');
    const until = Date.now() + 30_000;
    let last = await page('/best-design-awards/2024/');
    while (last.status !== 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      last = await page('/best-design-awards/2024/');
    }
    expect(last.status).toBe(200);
    // A winner of 2024, left out while its year's file had a problem.
    expect(last.text).toContain('Kitchen Garden Seeds');
  }, 60_000);
});
