import { expect, test } from '@playwright/test';
import { documentRequests, pageAddresses, ready } from './support.ts';

// spec §4, §8: a missing page renders the 404 page, a server error the 500
// page, other failures are retried up to 3 times, and a failed page fetch
// falls back to a full page load.

test('a link to a missing page shows the 404 page at that address', async ({ page }) => {
  await page.goto('/best-design-awards/de/');
  await ready(page);
  const loads = documentRequests(page);
  await page.evaluate(() =>
    document
      .querySelector('main')
      ?.insertAdjacentHTML(
        'afterbegin',
        '<a id="gone" href="/best-design-awards/de/gibt-es-nicht/">weg</a>',
      ),
  );
  await page.locator('#gone').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Diese Seite haben wir nicht gefunden',
  );
  await expect(page).toHaveURL(/\/best-design-awards\/de\/gibt-es-nicht\/$/);
  expect(loads).toEqual([]);
});

test('a server error shows the 500 page without retrying', async ({ page }) => {
  let attempts = 0;
  await page.route(pageAddresses('/best-design-awards/2023/'), (route) => {
    attempts += 1;
    return route.fulfill({
      status: 500,
      contentType: 'text/html',
      body: '<h1>Internal error</h1>',
    });
  });
  await page.goto('/best-design-awards/');
  await ready(page);
  await page.locator('#years a[href="/best-design-awards/2023/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Something went wrong on our side',
  );
  await expect(page).toHaveURL(/\/best-design-awards\/2023\/$/);
  expect(attempts).toBe(1);
});

test('other failures are retried, up to 3 times', async ({ page }) => {
  let attempts = 0;
  await page.route(pageAddresses('/best-design-awards/2022/'), async (route) => {
    attempts += 1;
    if (attempts <= 3) return route.fulfill({ status: 503, body: 'busy' });
    return route.continue();
  });
  await page.goto('/best-design-awards/');
  await ready(page);
  const loads = documentRequests(page);
  await page.locator('#years a[href="/best-design-awards/2022/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Local roots');
  expect(attempts).toBe(4);
  expect(loads).toEqual([]);
});

test('a fetch that keeps failing falls back to a full page load', async ({ page }) => {
  let fetches = 0;
  await page.route(pageAddresses('/best-design-awards/2021/'), (route) => {
    if (route.request().resourceType() === 'document') return route.continue();
    fetches += 1;
    return route.abort('connectionreset');
  });
  await page.goto('/best-design-awards/');
  await ready(page);
  const loads = documentRequests(page);
  await page.locator('#years a[href="/best-design-awards/2021/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Designing from a distance');
  expect(fetches).toBe(4);
  expect(loads).toEqual(['/best-design-awards/2021/']);
});

test('links to the marketplace are full page loads', async ({ page }) => {
  await page.goto('/best-design-awards/categories/packaging/');
  await ready(page);
  const loads = documentRequests(page);
  await page.locator('main a[href="/product-packaging-design"]').click();
  await expect.poll(() => loads).toEqual(['/product-packaging-design']);
});
