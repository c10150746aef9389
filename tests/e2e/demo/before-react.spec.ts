import { expect, test, type Page } from '@playwright/test';
import { addChatMessage, addNotification, collectErrors } from './support.ts';

// A server-rendered signed-in page before React (issue 37): its counts stay
// live through the small live counts chunk, its dropdowns open at a tap, and
// the views, when they come, hydrate what is on screen without a mismatch.
// "Before React" is made certain by refusing the views chunk.

const designerPage = '/demo?site=us-en&locale=en-US&role=designer&render=server';

/** Every script of the elements bundle the page fetches (refused ones too). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist-elements/') && path.endsWith('.js')) scripts.push(path);
  });
  return scripts;
}

const refuseViews = (page: Page) =>
  page.route(/\/dist-elements\/chunks\/views-[\w-]{8}\.js$/, (route) => route.abort());

/** Waits until the live counts chunk has connected the page (both sockets open). */
async function openLive(page: Page, scripts: string[]): Promise<void> {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  await page.goto(designerPage);
  await expect.poll(() => sockets.sort()).toEqual(['/graphql', '/notifications/ws']);
  expect(scripts.some((path) => /\/chunks\/live-counts-[\w-]{8}\.js$/.test(path))).toBe(true);
}

/** What the header's link (or the sidebar badge) of a kind shows: its badge and its name. */
function shown(page: Page, kind: 'messages' | 'notifications') {
  return page.evaluate((kind) => {
    const link = document
      .querySelector('site-header')
      ?.shadowRoot?.querySelector(`[data-unread="${kind}"]`);
    const sidebar = document.querySelector(`site-unread-badge[kind="${kind}"]`)?.shadowRoot;
    return {
      badge: link?.querySelector('.site-badge')?.textContent ?? null,
      name: link?.querySelector('.site-visually-hidden')?.textContent ?? null,
      sidebar: sidebar?.querySelector('.site-badge [aria-hidden="true"]')?.textContent ?? null,
    };
  }, kind);
}

const views = (scripts: string[]) => scripts.filter((path) => path.includes('/chunks/views-'));

test('a pushed count reaches the header and the sidebar badge without React', async ({ page }) => {
  const scripts = recordScripts(page);
  await refuseViews(page);
  await openLive(page, scripts);
  const before = await shown(page, 'notifications');
  const count = await addNotification(page);
  await expect
    .poll(() => shown(page, 'notifications'))
    .toMatchObject({
      badge: String(count),
      name: `Notifications, ${count} unread notifications`,
    });
  expect(Number(before.badge)).toBe(count - 1);

  const messages = Number((await shown(page, 'messages')).badge ?? 0);
  await addChatMessage(page, 'Before React');
  await expect
    .poll(() => shown(page, 'messages'))
    .toEqual({
      badge: String(messages + 1),
      name: `Messages, ${messages + 1} unread messages`,
      sidebar: String(messages + 1),
    });
  expect(views(scripts)).toEqual([]);
});

test('a dropdown opens at a tap without React, and closes at Escape', async ({ page }) => {
  const scripts = recordScripts(page);
  await refuseViews(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLive(page, scripts);
  const button = page.locator('site-header').locator('.site-dropdown__button').first();
  const panel = page
    .locator('site-header')
    .locator(`#${await button.getAttribute('aria-controls')}`);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  // The tap asked for the views, which were refused: nothing else broke.
  expect(views(scripts).length).toBeGreaterThan(0);
});

test('the views hydrate an open dropdown and a count changed before them, without a mismatch', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const scripts = recordScripts(page);
  // The views wait until the test lets them through.
  let letThrough: () => void = () => {};
  const released = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/dist-elements\/chunks\/views-[\w-]{8}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLive(page, scripts);
  const count = await addNotification(page);
  await expect.poll(async () => (await shown(page, 'notifications')).badge).toBe(String(count));
  const button = page.locator('site-header').locator('.site-dropdown__button').first();
  const panel = page
    .locator('site-header')
    .locator(`#${await button.getAttribute('aria-controls')}`);
  await button.click();
  await expect(panel).toBeVisible();
  letThrough();
  // Hydrated: the header's stylesheets are adopted, and its live dropdowns replace the links.
  await page
    .locator('site-header')
    .locator('[aria-controls="site-notifications-panel"]')
    .waitFor({ state: 'attached' });
  await expect(panel).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // React has the counts now.
  const next = await addNotification(page);
  await expect(
    page
      .locator('site-header')
      .getByRole('button', { name: /^Notifications,/ })
      .locator('.site-badge'),
  ).toHaveText(String(next));
  expect(errors).toEqual([]);
});
