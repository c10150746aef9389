import { expect, test } from '@playwright/test';
import { faults, openDemo, post, seeded } from './support.ts';

// Mark all read (spec §4, §8): the items turn read at once; when the server
// does not take it (the reference server's 500 fault on that one route), they
// turn unread again and the panel says so in an alert, instead of silently.

const designerPage = { site: 'us-en', locale: 'en-US', role: 'designer' } as const;
const failed =
  'Your notifications could not be marked as read, so they show as unread again. Please try again.';

test.afterEach(async ({ page }) => {
  await faults(page, { reset: true });
});

test('a failed mark-all-read turns the items unread again and says so; trying again works', async ({
  page,
}) => {
  await openDemo(page, designerPage);
  for (const text of ['First unread', 'Second unread']) {
    await post(page, '/dev/notifications', { userId: Number(seeded.designer), messageHtml: text });
  }
  await faults(page, { status500: ['/notifications/xhr/onsite/mark-all-read'] });
  await page
    .locator('site-header')
    .getByRole('button', { name: /^Notifications,/ })
    .click();
  const panel = page.locator('site-header').locator('#site-notifications-panel');
  const unread = panel.locator('.site-notification--unread');
  await expect(unread.first()).toBeVisible();
  const unreadBefore = await unread.count();

  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: failed })).toBeVisible();
  await expect(unread).toHaveCount(unreadBefore);
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeEnabled();

  await faults(page, { reset: true });
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(unread).toHaveCount(0);
  await expect(panel.getByText(failed)).toHaveCount(0);
});
