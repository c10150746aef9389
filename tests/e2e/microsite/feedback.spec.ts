import { expect, test } from '@playwright/test';
import { pageAddresses, pausedClock, ready } from './support.ts';

// spec §9: a delayed-load notice after 1 s of loading; spec §7, §8: analytics
// page calls with the previous page's address as referrer, or the log line.

test('a navigation that loads for 1 s shows the delayed-load notice until the page arrives', async ({
  page,
}) => {
  await pausedClock(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pageAddresses('/best-design-awards/2021/'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/best-design-awards/');
  await ready(page);
  const notice = page.locator('[data-delayed-load-notice]');
  await page.locator('#years a[href="/best-design-awards/2021/"]').click();
  await page.clock.runFor(999);
  await expect(notice).toHaveText('');
  await page.clock.runFor(1);
  await expect(notice).toHaveText('Still loading…');
  await expect(notice).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Designing from a distance');
  await expect(notice).toHaveText('');
});

test('analytics: a page call per navigation, with the previous page as referrer', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, {
      analyticsCalls: calls,
      analytics: {
        page: (...args: unknown[]) => calls.push(['page', ...args]),
        track: (...args: unknown[]) => calls.push(['track', ...args]),
      },
    });
  });
  await page.goto('/best-design-awards/');
  await ready(page);
  const origin = new URL(page.url()).origin;
  await page.locator('#years a[href="/best-design-awards/2024/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Craft');
  await page.locator('#year-navigation a[href="/best-design-awards/2022/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Local roots');

  const calls = await page.evaluate(
    () => (window as unknown as { analyticsCalls: unknown[][] }).analyticsCalls,
  );
  expect(calls).toEqual([
    [
      'page',
      expect.objectContaining({
        path: '/best-design-awards/2024/',
        referrer: `${origin}/best-design-awards/`,
      }),
    ],
    [
      'track',
      'Year: switch year',
      expect.objectContaining({ referrer: `${origin}/best-design-awards/` }),
    ],
    [
      'page',
      expect.objectContaining({
        path: '/best-design-awards/2022/',
        referrer: `${origin}/best-design-awards/2024/`,
      }),
    ],
  ]);
});

test('analytics: without an analytics object, page tracking is skipped with the log line', async ({
  page,
}) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/best-design-awards/');
  await ready(page);
  await page.locator('#years a[href="/best-design-awards/2023/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Less, but better');
  expect(
    logs.filter((line) => line === 'window.analytics not defined. Skipping page tracking'),
  ).toHaveLength(1);
});
