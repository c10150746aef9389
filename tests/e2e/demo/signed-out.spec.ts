import { expect, test, type Page } from '@playwright/test';
import { openDemo } from './support.ts';

// Spec §6: a visitor without a session meets "Please log in to view your
// messages". Here the session ends while a signed-in page is open (as logging
// out in another tab does): the reference server then has no viewer, and both
// live panels ask the visitor to log in, with a link to /login.

const designerPage = { site: 'us-en', locale: 'en-US', role: 'designer' } as const;

/** Signs the browser's session out on the server, leaving the page as it is. */
async function endSession(page: Page): Promise<void> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value;
  const response = await page.request.post('/demo/sign-in', {
    form: { csrf_token: csrf ?? '', user: 'logged-out' },
    headers: { accept: 'application/json' },
  });
  expect(await response.json()).toMatchObject({ user: null });
}

test('the session ends with the page open: messages and notifications ask to log in', async ({
  page,
}) => {
  await openDemo(page, designerPage);
  await endSession(page);
  const header = page.locator('site-header');

  await header.getByRole('button', { name: /^Messages,/ }).click();
  const messages = header.locator('#site-messages-panel');
  await expect(
    messages.getByText('Please log in to view your messages', { exact: true }),
  ).toBeVisible();
  await expect(messages.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(messages.getByText('Unable to load messages')).toHaveCount(0);

  await header.getByRole('button', { name: /^Notifications,/ }).click();
  const notifications = header.locator('#site-notifications-panel');
  await expect(
    notifications.getByText('Please log in to view your notifications', { exact: true }),
  ).toBeVisible();
  await expect(notifications.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(notifications.locator('.site-notification')).toHaveCount(0);
});
