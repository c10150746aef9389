import { expect, test } from '@playwright/test';
import { liveRegionTexts, ready } from './support.ts';

// spec §2, issue 7: one screen-reader announcement per navigation,
// 'Navigated to ' followed by the page's heading or title; Astro's own
// announcer replaced, never both.

test('announces "Navigated to" and the new heading, exactly once', async ({ page }) => {
  await page.goto('/best-design-awards/');
  await ready(page);
  expect(await liveRegionTexts(page)).toEqual([]);

  await page.locator('#categories a[href="/best-design-awards/categories/illustration/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Illustration');
  await expect(page.locator('[data-route-announcer]')).toHaveText('Navigated to Illustration');
  // Give Astro's announcer (set 60 ms after the swap) time to appear, were it kept.
  await page.waitForTimeout(300);
  expect(await liveRegionTexts(page)).toEqual(['Navigated to Illustration']);
  await expect(page.locator('.astro-route-announcer')).toHaveCount(0);

  await page.locator('main a[href="/best-design-awards/2021/"]').first().click();
  await expect(page.locator('[data-route-announcer]')).toHaveText(
    'Navigated to Best Design Awards 2021: Designing from a distance',
  );
  await page.waitForTimeout(300);
  expect(await liveRegionTexts(page)).toHaveLength(1);
});

test('announces in the language of the new page', async ({ page }) => {
  await page.goto('/best-design-awards/de/');
  await ready(page);
  await page.locator('#categories a[href="/best-design-awards/de/categories/packaging/"]').click();
  await expect(page.locator('[data-route-announcer]')).toHaveText('Navigiert zu Verpackung');
  await expect(page.locator('[data-route-announcer]')).toHaveAttribute('lang', 'de-DE');
});

test('does not announce a jump to an anchor of the same page', async ({ page }) => {
  await page.goto('/best-design-awards/');
  await ready(page);
  await page.locator('.hero a[href="#winners"]').click();
  await page.waitForTimeout(300);
  expect(await liveRegionTexts(page)).toEqual([]);
});
