import { expect, test, type Page } from '@playwright/test';
import { drawnWholeAppearance as appearance } from '../../support/page-appearance.ts';
import { ready } from './support.ts';

// Within a site, the router loads a page's navigation document, about half
// its bytes (src/microsite/navigation-document.ts): the page without its
// inline styles, which the reader's page usually has already or which come
// from a stylesheet file, and without the chrome the router keeps. The page
// the reader then sees must be the page a first visit shows.

/** The paths the page fetched (not its own document), from now on. */
function fetched(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.frame() === page.mainFrame() && !request.isNavigationRequest())
      paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The page as a first visit shows it. */
async function firstVisitAppearance(page: Page, path: string) {
  const other = await page.context().newPage();
  await other.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
  await other.goto(path);
  await ready(other);
  const seen = await appearance(other);
  await other.close();
  return seen;
}

test('a page of another kind: its navigation document and its stylesheet, styled as a first visit shows it', async ({
  page,
}) => {
  await page.goto('/best-design-awards/');
  await ready(page);
  const paths = fetched(page);
  await page.locator('#years a[href="/best-design-awards/2024/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Craft in the age of AI');
  expect(paths).toContain('/best-design-awards/2024/index.nav.html');
  expect(paths).not.toContain('/best-design-awards/2024/');
  expect(paths.filter((path) => /\/styles\.[0-9a-f]{8}\.css$/.test(path))).toHaveLength(1);
  // The chrome the router kept is whole: the navigation document's was empty.
  await expect(page.locator('header.site-header a.site-brand')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toContainText('Designmarket');
  await page.waitForLoadState('networkidle');
  expect(await appearance(page)).toEqual(
    await firstVisitAppearance(page, '/best-design-awards/2024/'),
  );
});

test('a page of the same kind: its navigation document, with the styles the page has inline', async ({
  page,
}) => {
  await page.goto('/best-design-awards/2024/');
  await ready(page);
  const paths = fetched(page);
  await page.locator('a.chip[href="/best-design-awards/2023/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Less, but better');
  expect(paths).toContain('/best-design-awards/2023/index.nav.html');
  expect(paths.filter((path) => path.endsWith('.css'))).toEqual([]);
  expect(await page.locator('head link[rel=stylesheet]').count()).toBe(0);
  expect(await appearance(page)).toEqual(
    await firstVisitAppearance(page, '/best-design-awards/2023/'),
  );
});

test('a page of another language: the page itself, whose chrome is in that language', async ({
  page,
}) => {
  await page.goto('/best-design-awards/2023/');
  await ready(page);
  const paths = fetched(page);
  await page.locator('summary', { hasText: 'Language: English' }).click();
  await page
    .getByRole('navigation', { name: 'This page in other languages' })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Weniger, aber besser');
  expect(paths).toContain('/best-design-awards/de/2023/');
  expect(paths.filter((path) => path.endsWith('index.nav.html'))).toEqual([]);
  await expect(page.locator('footer.site-footer')).toContainText('Impressum');
});
