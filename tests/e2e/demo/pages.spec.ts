import { expect, test } from '@playwright/test';
import { roles, type Role } from '../../../src/navigation/types.ts';
import { collectErrors, openDemo } from './support.ts';
import { axeOf } from '../../support/axe.ts';
import { layoutShiftsOf, recordLayoutShifts } from '../../support/layout-shifts.ts';

// The demo legacy pages: the elements embedded with one script tag, per role
// and market, against the reference server.

const markets = [
  { site: 'us-en', locale: 'en-US' },
  { site: 'de-de', locale: 'de-DE' },
  { site: 'jp-ja', locale: 'ja-JP' },
];

/** What only that role's header shows (spec §2 "Header behaviour per role", §6). */
const roleMarks: Record<Role, string> = {
  'logged-out': 'a[href="/login"]',
  'contest-holder': 'a[href="/work"]',
  designer: 'a[href="/contests/your-contests"], button[aria-expanded]',
};

for (const { site, locale } of markets) {
  for (const role of roles) {
    test(`${site} ${role}: the elements render in the page's language, without errors`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await openDemo(page, { site, locale, role });
      const header = page.locator('site-header');
      await expect(header.locator('header.site-header')).toBeVisible();
      await expect(header.locator(roleMarks[role]).first()).toBeAttached();
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      const skipLink = await header.locator('.site-skip-link').innerText();
      const expectedSkip = { 'en-US': 'Skip to main content', 'de-DE': 'Zum Hauptinhalt springen' }[
        locale
      ];
      if (expectedSkip) expect(skipLink).toBe(expectedSkip);
      else expect(skipLink).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
      // The right drawer exists only for signed-in users.
      expect(await page.locator('site-drawer[side="right"]').count()).toBe(
        role === 'logged-out' ? 0 : 1,
      );
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
}

for (const role of roles) {
  for (const width of [375, 1280]) {
    test(`us-en ${role} at ${width} px: no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openDemo(page, { site: 'us-en', locale: 'en-US', role });
      await page.waitForLoadState('networkidle');
      const results = await axeOf(page).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
      ).toEqual([]);
    });
  }
}

test('a logged-out page downloads the main module, the views and its language, no live code', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist-elements/') && path.endsWith('.js')) scripts.push(path);
  });
  await openDemo(page, { site: 'de-de', locale: 'de-DE', role: 'logged-out' });
  await page.waitForLoadState('networkidle');
  // Chunk names carry a content hash: compare without it. The views and the
  // catalogue load side by side once the main module has run; the views
  // import the little they share with the live counts (a server-rendered
  // signed-in page's, which may come first: vite.elements.config.ts).
  const loaded = scripts.map((path) => path.replace(/(\/chunks\/\w+)-[\w-]+\.js$/, '$1.js'));
  expect(loaded[0]).toBe('/dist-elements/site-elements.js');
  expect(loaded.slice(1).sort()).toEqual([
    '/dist-elements/chunks/de.js',
    '/dist-elements/chunks/shared.js',
    '/dist-elements/chunks/views.js',
  ]);
  // A signed-in page adds the live chunk (Apollo, graphql-ws, the socket, push).
  await openDemo(page, { site: 'de-de', locale: 'de-DE', role: 'designer' });
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => /\/chunks\/live-/.test(path))).toBe(true);
});

test('a signed-in page with only a footer and a drawer loads no live code', async ({ page }) => {
  const requests: string[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const attributes =
    'site="us-en" locale="en-US" user-role="designer" user-id="2" display-name="Diego Ramos"';
  await page.route('**/footer-only', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Footer only</title>
        <script type="module" src="/dist-elements/site-elements.js"></script></head>
        <body><main id="main"><h1>Footer only</h1></main>
        <site-drawer side="right" ${attributes}></site-drawer>
        <site-footer ${attributes}></site-footer></body></html>`,
    }),
  );
  await page.goto('/footer-only');
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('site-footer, site-drawer')].map(
        (element) => (element as HTMLElement & { ready: Promise<void> }).ready,
      ),
    ),
  );
  await page.waitForLoadState('networkidle');
  expect(
    requests.filter((path) => /\/chunks\/live-|\/graphql|\/notifications\//.test(path)),
  ).toEqual([]);
  expect(sockets).toEqual([]);
});

test('the fallback markup lets a reader without JavaScript navigate', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/demo?site=us-en&locale=en-US&role=logged-out&render=client');
  const header = page.locator('site-header');
  await expect(header.getByRole('link').first()).toBeVisible();
  expect(await header.getByRole('link').count()).toBeGreaterThan(1);
  await context.close();
});

test('when the views chunk fails, the fallback links stay and each element says why', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/dist-elements/chunks/views-*.js', (route) => route.abort());
  await page.goto('/demo?site=us-en&locale=en-US&role=logged-out&render=client');
  // Defined all the same (attributes, properties and events work), showing the template's links;
  // `ready` rejects, so that a page can tell.
  await page.waitForFunction(() => customElements.get('site-header') !== undefined);
  expect(
    await page.evaluate(() =>
      (document.querySelector('site-header') as HTMLElement & { ready: Promise<void> }).ready.then(
        () => 'rendered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  const header = page.locator('site-header');
  await expect(header.getByRole('link').first()).toBeVisible();
  expect(await header.getByRole('link').count()).toBeGreaterThan(1);
  await expect(page.locator('site-footer').getByRole('link').first()).toBeVisible();
  // The header keeps the box site-elements.css reserved before the upgrade (64 px from 900 px).
  expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(64);
  expect(await page.locator('site-header header.site-header').count()).toBe(0);
  await expect
    .poll(() => errors.filter((text) => text.includes('could not load its views chunk')))
    .toEqual(expect.arrayContaining([expect.stringContaining('<site-header>')]));
});

test('no layout shift while the bundle loads late', async ({ page }) => {
  await page.route('**/dist-elements/site-elements.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.addInitScript(recordLayoutShifts);
  await openDemo(page, { site: 'us-en', locale: 'en-US', role: 'logged-out' });
  await page.waitForTimeout(300);
  expect(await layoutShiftsOf(page)).toEqual([]);
});
