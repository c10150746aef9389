import { expect, test } from '@playwright/test';
import { addChatMessage, headerBadge, headerCount, openDemo, post, seeded } from './support.ts';

// Realtime counts on a demo page, driven through the reference server's dev
// endpoints: what a designer sees when something happens elsewhere.

const designerPage = { site: 'us-en', locale: 'en-US', role: 'designer' } as const;

test('five elements on one page open one socket of each kind', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  await openDemo(page, designerPage);
  expect(
    await page.locator('site-header, site-footer, site-drawer, site-unread-badge').count(),
  ).toBe(5);
  await expect.poll(() => sockets.length).toBe(2);
  await page.waitForTimeout(500);
  expect(sockets.sort()).toEqual(['/graphql', '/notifications/ws']);
});

test('a new notification reaches the header at once', async ({ page }) => {
  await openDemo(page, designerPage);
  // What the server rendered into the page is what the header shows first.
  const rendered = JSON.parse(
    (await page.locator('site-header').getAttribute('unread-counts')) ?? '{}',
  );
  await expect.poll(() => headerCount(page, 'notifications')).toBe(rendered.notifications);
  const created = (await post(page, '/dev/notifications', {
    userId: Number(seeded.designer),
    messageHtml: 'Your contest <b>Logo for a bakery</b> has a new entry',
  })) as { unread_count: number };
  expect(created.unread_count).toBe(rendered.notifications + 1);
  await expect.poll(() => headerCount(page, 'notifications')).toBe(created.unread_count);
});

test('a chat message raises the header and sidebar badges; opening the dropdown lists it', async ({
  page,
}) => {
  await openDemo(page, designerPage);
  const before = await headerCount(page, 'messages');
  const partnerId = await addChatMessage(page, 'Any news on the logo?');
  await expect.poll(() => headerCount(page, 'messages')).toBe(before + 1);
  // The badge in the legacy sidebar shows the same count, from the same store.
  const sidebar = page.locator('site-unread-badge[kind="messages"]');
  await expect(sidebar.locator('.site-badge [aria-hidden="true"]')).toHaveText(String(before + 1));

  await page
    .locator('site-header')
    .getByRole('button', { name: /^Messages,/ })
    .click();
  const panel = page.locator('site-header').locator('#site-messages-panel');
  await expect(panel.getByText('Any news on the logo?')).toBeVisible();
  const rows = panel.locator(`a[href="/messages/${partnerId}"]`);
  await expect(rows.first()).toBeVisible();
  expect(await panel.locator('a[href^="/messages/"]').count()).toBeLessThanOrEqual(30);
  // Opening tells the server the chats were seen: the count drops to zero.
  await expect.poll(() => headerBadge(page, 'messages')).toBe(null);
});

test('opening the notifications clears the counter on the server; mark all read marks every item', async ({
  page,
}) => {
  await openDemo(page, designerPage);
  const bell = page.locator('site-header').getByRole('button', { name: /^Notifications,/ });
  await bell.click();
  const panel = page.locator('site-header').locator('#site-notifications-panel');
  await expect(panel.locator('li').first()).toBeVisible();
  await expect.poll(() => headerBadge(page, 'notifications')).toBe(null);
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(panel.locator('.site-notification--unread')).toHaveCount(0);
  // The server agrees after a reload.
  await openDemo(page, designerPage);
  const counts = await page.locator('site-header').getAttribute('unread-counts');
  expect(JSON.parse(counts ?? '{}')).toMatchObject({ notifications: 0 });
});
