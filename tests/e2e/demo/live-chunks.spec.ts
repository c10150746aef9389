import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openDemo } from './support.ts';

// What a signed-in page downloads, and when (issue 8: the logged-in code is
// split): the live counts come with the start chunk (live-*.js), Apollo and
// graphql only when the messages dropdown first opens (live-messages-*.js),
// DOMPurify only when notifications are first shown (live-sanitize-*.js).
// The built files' source maps say which libraries each chunk holds.

const designerPage = { site: 'us-en', locale: 'en-US', role: 'designer' } as const;
const distElements = resolve(import.meta.dirname, '../../../dist-elements');

type Library = 'apollo' | 'graphql' | 'dompurify';
const libraries: Record<Library, RegExp> = {
  apollo: /node_modules\/@apollo\/client\//,
  graphql: /node_modules\/graphql\//,
  dompurify: /node_modules\/dompurify\//,
};

/**
 * The libraries a built file of dist-elements/ holds, from its source map. A
 * language's catalogue chunk is data, built from a virtual module with no map:
 * its content says it holds no code.
 */
function librariesIn(urlPath: string): Library[] {
  const file = resolve(distElements, urlPath.replace(/^\/dist-elements\//, ''));
  if (/\/chunks\/(en|de|nl|fr|it|es|pt|ja)-[\w-]+\.js$/.test(urlPath)) {
    expect(readFileSync(file, 'utf8')).toMatch(/^var \w+=\{"a11y\./);
    return [];
  }
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return (Object.keys(libraries) as Library[]).filter((name) =>
    map.sources.some((source) => libraries[name].test(source)),
  );
}

/** Every script of the elements bundle the page downloads, as URL paths. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/dist-elements/') && path.endsWith('.js') && response.ok()) {
      scripts.push(path);
    }
  });
  return scripts;
}

const chunk = (scripts: string[], name: string) =>
  scripts.filter((path) => new RegExp(`/chunks/${name}-[\\w-]{8}\\.js$`).test(path));

const messagesButton = (page: Page) =>
  page.locator('site-header').getByRole('button', { name: /^Messages,/ });
const bell = (page: Page) =>
  page.locator('site-header').getByRole('button', { name: /^Notifications,/ });
const messagesPanel = (page: Page) => page.locator('site-header').locator('#site-messages-panel');
const notificationsPanel = (page: Page) =>
  page.locator('site-header').locator('#site-notifications-panel');

test('before any click, a signed-in page has live counts but no Apollo, graphql or DOMPurify', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await openDemo(page, designerPage);
  await page.waitForLoadState('networkidle');
  // The live counts are up: the start chunk ran.
  await expect(messagesButton(page).locator('.site-badge')).toBeVisible();
  expect(chunk(scripts, 'live')).toHaveLength(1);
  expect(chunk(scripts, 'live-messages')).toEqual([]);
  expect(chunk(scripts, 'live-sanitize')).toEqual([]);
  expect(scripts.flatMap((path) => librariesIn(path))).toEqual([]);
});

test('opening the messages loads the Apollo chunk and lists the chats, on the one /graphql socket', async ({
  page,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  const scripts = recordScripts(page);
  await openDemo(page, designerPage);
  await expect.poll(() => sockets.filter((path) => path === '/graphql')).toHaveLength(1);
  await messagesButton(page).click();
  await expect(messagesPanel(page).locator('a[href^="/messages/"]').first()).toBeVisible();
  const [messagesChunk, ...others] = chunk(scripts, 'live-messages');
  expect(others).toEqual([]);
  expect(librariesIn(messagesChunk ?? '')).toEqual(['apollo', 'graphql']);
  expect(chunk(scripts, 'live-sanitize')).toEqual([]);
  await page.waitForTimeout(500);
  expect(sockets.filter((path) => path === '/graphql')).toHaveLength(1);
});

test('opening the notifications loads the sanitizer chunk and shows the sanitized list', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await openDemo(page, designerPage);
  await bell(page).click();
  await expect(notificationsPanel(page).locator('.site-notification').first()).toBeVisible();
  const [sanitizerChunk, ...others] = chunk(scripts, 'live-sanitize');
  expect(others).toEqual([]);
  expect(librariesIn(sanitizerChunk ?? '')).toEqual(['dompurify']);
  expect(chunk(scripts, 'live-messages')).toEqual([]);
});

test('the Apollo chunk fails to load: the error state, and "Try again" loads it and lists the chats', async ({
  page,
}) => {
  let failing = true;
  await page.route(/\/chunks\/live-messages-[\w-]{8}\.js$/, (route) =>
    failing ? route.abort('connectionrefused') : route.continue(),
  );
  await openDemo(page, designerPage);
  await messagesButton(page).click();
  const panel = messagesPanel(page);
  await expect(panel.getByText('Unable to load messages')).toBeVisible();
  await expect(
    panel.getByText('An error occured and we were unable to load your messages.'),
  ).toBeVisible();
  failing = false;
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.locator('a[href^="/messages/"]').first()).toBeVisible();
  await expect(panel.getByText('Unable to load messages')).toHaveCount(0);
});

test('the sanitizer chunk fails to load: "Try again" loads it and shows the notifications', async ({
  page,
}) => {
  let failing = true;
  await page.route(/\/chunks\/live-sanitize-[\w-]{8}\.js$/, (route) =>
    failing ? route.abort('connectionrefused') : route.continue(),
  );
  await openDemo(page, designerPage);
  await bell(page).click();
  const panel = notificationsPanel(page);
  const retry = panel.getByRole('alert').getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expect(panel.getByRole('alert')).toContainText('Your notifications could not be shown.');
  await expect(panel.locator('.site-notification')).toHaveCount(0);
  failing = false;
  await retry.click();
  await expect(panel.locator('.site-notification').first()).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
});
