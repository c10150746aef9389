import { expect, test } from '@playwright/test';
import { ready } from './support.ts';

// issue 7 "Pages and content": the index, a category and a year page, the 404
// and 500 pages and an editor page, in English and German, each with the
// chrome (logged-out header, left drawer, footer) around the content.

test.describe('every page type', () => {
  test('the index shows the latest winners, every category and every year', async ({ page }) => {
    await page.goto('/best-design-awards/');
    await expect(page).toHaveTitle(/Best Design Awards/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Design Awards');
    await expect(page.locator('#winners .winner-card')).toHaveCount(12);
    await expect(page.locator('#categories .tile')).toHaveCount(8);
    await expect(page.locator('#years .tile')).toHaveCount(5);
    await expect(page.locator('#winners .winner-card').first()).toContainText('Gold');
  });

  test('a category page lists its winners year by year', async ({ page }) => {
    await page.goto('/best-design-awards/categories/packaging/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Packaging');
    await expect(page.locator('section.year-section')).toHaveCount(5);
    await expect(page.locator('#year-2024 .winner-card')).toHaveCount(2);
    await expect(page.locator('#year-2024')).toContainText('Kitchen Garden Seeds');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Packaging');
  });

  test('a category page loads its first card’s image with the page: on a phone it is the largest content of the first screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    for (const path of [
      '/best-design-awards/categories/packaging/',
      '/best-design-awards/de/categories/apparel/',
    ]) {
      await page.goto(path);
      const images = page.locator('.winner-card img');
      const first = images.first();
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toBeInViewport();
      const loadings = await images.evaluateAll((all) =>
        all.map((image) => image.getAttribute('loading')),
      );
      expect(loadings.slice(1).every((loading) => loading === 'lazy')).toBe(true);
    }
  });

  test('a year page shows its theme, jury and the winners by category', async ({ page }) => {
    await page.goto('/best-design-awards/2024/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Best Design Awards 2024: Craft in the age of AI',
    );
    await expect(page.locator('.facts')).toContainText('Hannah Vogel');
    await expect(page.locator('.facts')).toContainText('November 15, 2024, Berlin');
    await expect(page.locator('main .winner-card')).toHaveCount(12);
    await expect(page.locator('#logo-identity .winner-card').first()).toContainText(
      'Nordlicht Coffee Roasters',
    );
    await expect(page.locator('.pager a[rel=prev]')).toHaveAttribute(
      'href',
      '/best-design-awards/2023/',
    );
    await expect(page.locator('.pager a[rel=next]')).toHaveAttribute(
      'href',
      '/best-design-awards/2025/',
    );
  });

  test('a missing page answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/best-design-awards/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  });

  test('the 500 page says what happened and leads home', async ({ page }) => {
    await page.goto('/best-design-awards/de/500/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Bei uns ist etwas schiefgelaufen',
    );
    await expect(page.getByRole('link', { name: 'Zur Awards-Startseite' })).toHaveAttribute(
      'href',
      '/best-design-awards/de/',
    );
  });

  test('an editor page uses the same layout', async ({ page }) => {
    await page.goto('/best-design-awards/about/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'About the Best Design Awards',
    );
    await expect(page.locator('header.site-header')).toHaveCount(1);
    await expect(page.locator('footer.site-footer')).toHaveCount(1);
  });
});

test.describe('sites and languages', () => {
  test('the German site is in German, with alternates to the English page', async ({ page }) => {
    await page.goto('/best-design-awards/de/categories/packaging/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verpackung');
    await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute(
      'href',
      /\/best-design-awards\/categories\/packaging\/$/,
    );
    await expect(page.locator('link[rel=alternate][hreflang=de]')).toHaveAttribute(
      'href',
      /\/best-design-awards\/de\/categories\/packaging\/$/,
    );
    await expect(page.locator('footer.site-footer')).toContainText('Impressum');
  });

  test('the language menu leads to the same page in the other language', async ({ page }) => {
    await page.goto('/best-design-awards/2023/');
    await page.locator('summary', { hasText: 'Language: English' }).click();
    await page
      .getByRole('navigation', { name: 'This page in other languages' })
      .getByRole('link', { name: 'Deutsch' })
      .click();
    await expect(page).toHaveURL(/\/best-design-awards\/de\/2023\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Weniger, aber besser');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });
});

test.describe('the chrome', () => {
  test('shows the logged-out header, the left drawer and the footer, server-rendered', async ({
    page,
  }) => {
    await page.goto('/best-design-awards/2022/');
    await ready(page);
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('dialog#site-drawer-left')).toHaveCount(1);
    await expect(page.locator('footer.site-footer')).toBeVisible();
    // Logged out: no account menu, no message or notification icons.
    await expect(page.locator('.site-header__actions a[href="/messages"]')).toHaveCount(0);
    await expect(page.locator('dialog#site-drawer-right')).toHaveCount(0);
    // Login is switched off on the microsite, in the header and in the drawer.
    await expect(page.locator('a[href="/login"]')).toHaveCount(0);
  });

  test('keeps the header, drawer and footer elements across navigations', async ({ page }) => {
    await page.goto('/best-design-awards/');
    await ready(page);
    const mark = () =>
      page.evaluate(() => {
        for (const selector of ['header.site-header', '#site-drawer-left', 'footer.site-footer']) {
          (document.querySelector(selector) as HTMLElement & { __kept?: boolean }).__kept = true;
        }
      });
    const kept = () =>
      page.evaluate(() =>
        ['header.site-header', '#site-drawer-left', 'footer.site-footer'].map(
          (selector) =>
            (document.querySelector(selector) as HTMLElement & { __kept?: boolean }).__kept ===
            true,
        ),
      );
    await mark();
    await page.locator('#years a[href="/best-design-awards/2024/"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Craft in the age of AI');
    expect(await kept()).toEqual([true, true, true]);
  });
});
