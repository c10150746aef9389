import { expect, test } from '@playwright/test';
import { faults, headerCount, openDemo, post, seeded } from './support.ts';

// Faults injected into the reference server (POST /dev/faults): the user sees
// the states of spec §4 and §8, and the badges end up right.

const designerPage = { site: 'us-en', locale: 'en-US', role: 'designer' } as const;

test.afterEach(async ({ page }) => {
  await faults(page, { reset: true });
});

test('messages fail to load, then "Try again" fetches them', async ({ page }) => {
  await openDemo(page, designerPage);
  await faults(page, { status500: ['/graphql'] });
  await page
    .locator('site-header')
    .getByRole('button', { name: /^Messages,/ })
    .click();
  const panel = page.locator('site-header').locator('#site-messages-panel');
  await expect(panel.getByText('Unable to load messages')).toBeVisible();
  await expect(
    panel.getByText('An error occured and we were unable to load your messages.'),
  ).toBeVisible();
  await faults(page, { reset: true });
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.locator('a[href^="/messages/"]').first()).toBeVisible();
  await expect(panel.getByText('Unable to load messages')).toHaveCount(0);
});

for (const fault of [
  { status500: ['/notifications/xhr/onsite'] },
  { malformedJson: ['/notifications/xhr/onsite'] },
]) {
  test(`the notifications list stays empty on ${Object.keys(fault)[0]}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The fault is on before the page loads, so the first fetch already fails.
    await page.goto('/demo?site=us-en&locale=en-US&role=designer&render=client');
    await faults(page, fault);
    await openDemo(page, designerPage);
    const bell = page.locator('site-header').getByRole('button', { name: /^Notifications,/ });
    await bell.hover(); // hovering the closed icon refetches: it fails again
    await page.waitForTimeout(1200);
    await bell.click();
    const panel = page.locator('site-header').locator('#site-notifications-panel');
    await expect(panel.getByText('No notifications found.')).toBeVisible();
    expect(errors.some((text) => /notifications/i.test(text))).toBe(true);
  });
}

test('after the sockets drop, the badge catches up with what happened meanwhile', async ({
  page,
}) => {
  await openDemo(page, designerPage);
  await page.waitForLoadState('networkidle');
  const before = await headerCount(page, 'notifications');
  await faults(page, { dropWebsockets: true });
  const missed = (await post(page, '/dev/notifications', {
    userId: Number(seeded.designer),
    messageHtml: 'While you were away',
  })) as { unread_count: number };
  expect(missed.unread_count).toBe(before + 1);
  await faults(page, { dropWebsockets: false });
  // Reconnect after a random 200–5000 ms, then the count is fetched again.
  await expect.poll(() => headerCount(page, 'notifications'), { timeout: 15_000 }).toBe(before + 1);
  await post(page, '/dev/notifications', {
    userId: Number(seeded.designer),
    messageHtml: 'And live again',
  });
  await expect.poll(() => headerCount(page, 'notifications')).toBe(before + 2);
});

test('refused websocket auth is reported, and the page keeps the counts it had', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/demo?site=us-en&locale=en-US&role=designer&render=client');
  await faults(page, { refuseWsAuth: true });
  await openDemo(page, designerPage);
  const rendered = JSON.parse(
    (await page.locator('site-header').getAttribute('unread-counts')) ?? '{}',
  );
  await expect
    .poll(() => errors.some((text) => /socket/i.test(text)), { timeout: 10_000 })
    .toBe(true);
  expect(await headerCount(page, 'notifications')).toBe(rendered.notifications);
  await expect(page.locator('site-header').locator('header.site-header')).toBeVisible();
});
