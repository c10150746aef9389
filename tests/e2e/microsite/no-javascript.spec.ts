import { expect, test } from '@playwright/test';

// issue 7: server-rendered at build time, a reader without JavaScript can read
// and navigate everything; the drawer menu works before any script has run.

test.use({ javaScriptEnabled: false });

test('a reader without JavaScript reads the index and follows links to a category and a year', async ({
  page,
}) => {
  await page.goto('/best-design-awards/');
  await expect(page.locator('#winners .winner-card')).toHaveCount(12);
  await expect(page.locator('#winners .winner-card img').first()).toHaveAttribute(
    'alt',
    /Winning design: /,
  );

  await page.locator('#categories a[href="/best-design-awards/categories/book-cover/"]').click();
  await expect(page).toHaveURL(/\/categories\/book-cover\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Cover');
  await expect(page.locator('main .winner-card')).toHaveCount(7);

  await page.locator('main a[href="/best-design-awards/2023/"]').first().click();
  await expect(page).toHaveURL(/\/best-design-awards\/2023\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Less, but better');

  // The language menu is a native disclosure: it opens without a script too.
  await page.locator('summary', { hasText: 'Language: English' }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Weniger, aber besser');
});

test('the same-page anchors work without JavaScript', async ({ page }) => {
  await page.goto('/best-design-awards/categories/packaging/');
  await page.locator('#jump-to-year a[href="#year-2022"]').click();
  await expect(page).toHaveURL(/#year-2022$/);
  await expect(page.locator('#year-2022')).toBeInViewport();
});

test('the drawer menu opens and closes before any script runs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/best-design-awards/2024/');
  const drawer = page.locator('dialog#site-drawer-left');
  await expect(drawer).not.toBeVisible();
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).not.toBeVisible();

  await page.getByRole('button', { name: 'Open main menu' }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).not.toBeVisible();
  await expect(page.getByRole('button', { name: 'Open main menu' })).toBeFocused();
});

test('the closed drawer is neither shown nor reachable with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/best-design-awards/');
  const drawer = page.locator('dialog#site-drawer-left');
  await expect(drawer).not.toBeVisible();
  for (let tab = 0; tab < 8; tab += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(false);
  }
  await expect(drawer.getByRole('link').first()).not.toBeVisible();
});
