import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { distDir, documentRequests, ready } from './support.ts';

// spec §4, §7: app-data.json carries the build hash; when it differs from the
// running page's, the next navigation is a full page load, guarded by a
// session flag against reload loops. A failed chunk load makes the same
// guarded hard navigation. After a service worker update, navigations are
// full page loads.

const deployed = JSON.parse(readFileSync(`${distDir}best-design-awards/app-data.json`, 'utf8')) as {
  buildHash: string;
};

test('app-data.json carries the build hash', async ({ request }) => {
  const response = await request.get('/best-design-awards/app-data.json');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ buildHash: deployed.buildHash });
  expect(deployed.buildHash).toMatch(/^[0-9a-f]{20}$/);
});

test('the same build: navigations stay client-side', async ({ page }) => {
  await page.goto('/best-design-awards/');
  await ready(page);
  const loads = documentRequests(page);
  await page.locator('#years a[href="/best-design-awards/2025/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Design that lasts');
  expect(loads).toEqual([]);
});

test('a new build makes the next navigation a full load, once (no reload loop)', async ({
  page,
}) => {
  // The deployed site now says another build; the pages served are still the old ones.
  await page.route('**/best-design-awards/app-data.json', (route) =>
    route.fulfill({ json: { buildHash: 'a-newer-build' } }),
  );
  await page.goto('/best-design-awards/');
  await ready(page);
  const loads = documentRequests(page);

  await page.locator('#years a[href="/best-design-awards/2025/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Design that lasts');
  expect(loads).toEqual(['/best-design-awards/2025/']);
  expect(
    await page.evaluate(() => sessionStorage.getItem('best-design-awards:hard-navigation')),
  ).toBe('["build:a-newer-build"]');

  // The reloaded page still runs the old build: the guard keeps the next navigation client-side.
  await ready(page);
  await page.locator('.pager a[rel=prev]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Craft in the age of AI');
  expect(loads).toEqual(['/best-design-awards/2025/']);
});

test('a failed chunk load reloads the page once, not in a loop', async ({ page }) => {
  let failedChunks = 0;
  // Astro retries an island's chunk once, with a query: fail both.
  await page.route(
    (url) => /\/best-design-awards\/_astro\/SiteHeader\.[^/]+\.js$/.test(url.pathname),
    (route) => {
      failedChunks += 1;
      return route.abort('failed');
    },
  );
  const loads = documentRequests(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/best-design-awards/2024/');
  await ready(page);
  // The header hydrates on the first interaction with it.
  await page.locator('header.site-header .site-dropdown__button').hover();
  // Two failures (Astro's retry) make the one guarded reload; on the reloaded page, two more.
  await expect.poll(() => loads.length, { timeout: 15_000 }).toBe(2);
  await ready(page);
  await page.locator('header.site-header .site-dropdown__button').hover();
  await expect.poll(() => failedChunks, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  await page.waitForTimeout(2_000);
  expect(loads).toEqual(['/best-design-awards/2024/', '/best-design-awards/2024/']);
  expect(
    await page.evaluate(() => sessionStorage.getItem('best-design-awards:hard-navigation')),
  ).toMatch(/^\["chunk:[^:"]+:\/best-design-awards\/2024\/"\]$/);
});

test('after a service worker update, navigations are full page loads', async ({ page }) => {
  await page.goto('/best-design-awards/');
  await ready(page);
  const loads = documentRequests(page);
  await page.evaluate(() => navigator.serviceWorker.dispatchEvent(new Event('controllerchange')));
  await page.locator('#years a[href="/best-design-awards/2023/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Less, but better');
  expect(loads).toEqual(['/best-design-awards/2023/']);
});
