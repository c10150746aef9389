import { expect, test } from '@playwright/test';

// Each page inlines the layout's styles, then those of the components and the
// page it renders, which override some of the layout's at equal specificity
// (docs/editors.md "What keeps the pages fast"). Astro orders them by the
// page's imports: a page that imported its layout after anything else would
// lose these overrides.

const muted = 'rgb(84, 87, 113)'; // --awards-muted
const ink = 'rgb(23, 20, 46)'; // --awards-ink

test.describe('the styles of a page come after those of its layout', () => {
  test('the home: tile titles have the line height of the tiles, not of the headings', async ({
    page,
  }) => {
    await page.goto('/best-design-awards/');
    await expect(page.locator('.tile__title').first()).toHaveCSS('line-height', '24px');
  });

  test('the home: the third hero card shows from 600 px, and not on a phone', async ({ page }) => {
    const third = page.locator('.hero__art-item--3');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/best-design-awards/');
    await expect(third).toHaveCSS('display', 'none');
    await expect(page.locator('.hero__art-item--2')).toHaveCSS('display', 'block');
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(third).toHaveCSS('display', 'block');
  });

  test('a year page: the breadcrumb links are muted, not link-coloured', async ({ page }) => {
    await page.goto('/best-design-awards/2024/');
    await expect(page.locator('.breadcrumb__item a').first()).toHaveCSS('color', muted);
  });

  test('a category page: section title links have the colour of the title', async ({ page }) => {
    await page.goto('/best-design-awards/categories/packaging/');
    await expect(page.locator('.section__title a').first()).toHaveCSS('color', ink);
    await expect(page.locator('.breadcrumb__item a').first()).toHaveCSS('color', muted);
  });

  test('an editor page: the breadcrumb links are muted', async ({ page }) => {
    await page.goto('/best-design-awards/about/');
    await expect(page.locator('.breadcrumb__item a').first()).toHaveCSS('color', muted);
  });

  test('an error page: its eyebrow keeps no margin of its own', async ({ page }) => {
    await page.goto('/best-design-awards/404/');
    await expect(page.locator('.error-page .eyebrow')).toHaveCSS('margin-bottom', '0px');
  });
});
