import { expect, test, type Page } from '@playwright/test';
import { ready } from './support.ts';

// design.md §4 "React late", issue 8: a first visit downloads no React and no
// script before its first paint; the drawer opens and closes natively; the
// header and the drawer hydrate together on the first interaction with them,
// and that first interaction works. The footer has nothing to hydrate.

/** The chunks of React and of the islands (their component and renderer URLs), as requested. */
async function watchIslandChunks(page: Page): Promise<() => Promise<string[]>> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return async () => {
    const islandUrls = await page.evaluate(() =>
      [...document.querySelectorAll('astro-island')].flatMap((island) => [
        island.getAttribute('component-url') ?? '',
        island.getAttribute('renderer-url') ?? '',
      ]),
    );
    expect(islandUrls.length).toBeGreaterThan(0);
    return requested.filter((path) => islandUrls.includes(path));
  };
}

/** Holds back the islands' chunks, so that an interaction surely comes before hydration. */
async function slowIslandChunks(page: Page, ms = 700) {
  await page.route(/\/_astro\/(client|SiteHeader|LeftDrawer)\.[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const hydrated = (page: Page) =>
  expect(page.locator('astro-island[ssr]'), 'every island hydrated').toHaveCount(0);

test('the page has no script before its first paint, and no island for the footer', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/best-design-awards/2024/')).text();
  const outsideTemplates = html.replace(/<template\b[\s\S]*?<\/template>/g, '');
  expect(outsideTemplates).not.toMatch(/<script[^>]*\bsrc=/);
  expect(outsideTemplates).not.toMatch(/<link[^>]*rel="stylesheet"/);
  // Astro's island runtime is a file, added on the first interaction with an island, not inline.
  expect(html).not.toContain('customElements');
  expect(html).toMatch(/<template data-island-runtime><script type="module" src="[^"]*\/islands\./);

  await page.goto('/best-design-awards/2024/');
  await expect(page.locator('astro-island')).toHaveCount(2);
  await expect(page.locator('astro-island footer, footer astro-island')).toHaveCount(0);
});

test('the navigation scripts are requested only after the load event, which they do not delay', async ({
  page,
}) => {
  // Issue 37: added at the first paint, they were fetched and run before the
  // load event, which then came well after the lean reference page's. The
  // images come late here, so that the page paints long before it loads.
  await page.route(/\.svg$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/best-design-awards/');
  await ready(page);
  const { loadEnd, scripts } = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      loadEnd: navigation.loadEventEnd,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    };
  });
  const router = scripts.filter(({ path }) => /\/(ClientRouter|MicrositeNavigation)\./.test(path));
  expect(router.map(({ path }) => path.split('/').pop()?.split('.')[0])).toEqual([
    'ClientRouter',
    'MicrositeNavigation',
  ]);
  expect(loadEnd).toBeGreaterThan(0);
  for (const script of scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(loadEnd);
});

test('a first visit downloads no React until the reader interacts with the chrome', async ({
  page,
}) => {
  const islandChunks = await watchIslandChunks(page);
  await page.goto('/best-design-awards/');
  await ready(page);
  await page.waitForLoadState('networkidle');
  expect(await islandChunks()).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('header.site-header .site-dropdown__button').hover();
  await hydrated(page);
  expect((await islandChunks()).length).toBeGreaterThan(0);
});

test.describe('on a phone', () => {
  // Touch: a mouse left resting over the opened drawer would be a hover, an interaction.
  test.use({ hasTouch: true, viewport: { width: 375, height: 800 } });

  test('the drawer opens and closes natively, and downloads no React', async ({ page }) => {
    const islandChunks = await watchIslandChunks(page);
    const runtime: string[] = [];
    page.on('request', (request) => {
      if (/\/islands\.[^/]+\.js$/.test(request.url())) runtime.push(request.url());
    });
    await page.goto('/best-design-awards/categories/packaging/');
    await ready(page);
    const menu = page.getByRole('button', { name: 'Open main menu' });
    const drawer = page.locator('dialog#site-drawer-left');

    await menu.tap();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).tap();
    await expect(drawer).not.toBeVisible();
    await expect(menu).toBeFocused();
    await page.waitForTimeout(300);
    expect(await islandChunks()).toEqual([]);
    expect(runtime, 'not even the island runtime').toEqual([]);
  });
});

test('the first click on a header menu opens it, once React has taken over', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await slowIslandChunks(page);
  await page.goto('/best-design-awards/');
  await ready(page);
  const button = page.locator('header.site-header .site-dropdown__button');
  const panel = page.locator('header.site-header .site-dropdown__panel');

  await button.click(); // held until React runs, then replayed
  await expect(panel).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('link', { name: 'Logo design' })).toBeVisible();
  // Replayed once: it stays open, and the next click closes it.
  await page.waitForTimeout(300);
  await expect(panel).toBeVisible();
  await button.click();
  await expect(panel).not.toBeVisible();
});

test('a click on a header menu while the island runtime is on its way opens it, once it has arrived', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The runtime (islands.<hash>.js) comes on the first interaction with an island: hold it back.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/islands\.[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/best-design-awards/');
  await ready(page);
  const button = page.locator('header.site-header .site-dropdown__button');
  const panel = page.locator('header.site-header .site-dropdown__panel');

  await button.click(); // the hover before it asks for the runtime
  expect(await page.evaluate(() => customElements.get('astro-island'))).toBeUndefined();
  await page.waitForTimeout(200);
  await expect(panel).not.toBeVisible(); // nothing can open it yet
  release();
  await expect(panel).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Replayed once: it stays open, and the next click closes it.
  await page.waitForTimeout(300);
  await expect(panel).toBeVisible();
  await button.click();
  await expect(panel).not.toBeVisible();
});

test('after a client-side navigation, the first interaction with the chrome brings the runtime and hydrates it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/best-design-awards/');
  await ready(page);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.locator('#years a[href="/best-design-awards/2024/"]').click();
  await page.waitForURL('**/best-design-awards/2024/');
  await expect(page.locator('main h1')).toContainText('2024');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => customElements.get('astro-island'))).toBeUndefined();

  const button = page.locator('header.site-header .site-dropdown__button');
  await button.hover();
  await hydrated(page);
  await button.click();
  await expect(page.locator('header.site-header .site-dropdown__panel')).toBeVisible();
});

test('the first focus on the header phone shows its office hours', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await slowIslandChunks(page);
  await page.goto('/best-design-awards/');
  await ready(page);
  await page.locator('header.site-header .site-phone__link').focus();
  await expect(page.locator('#site-phone-hours')).toBeVisible();
  await expect(page.locator('#site-phone-hours')).toContainText('Office hours');
});

test('a drawer opened before React is taken over by it, with the header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await slowIslandChunks(page);
  await page.goto('/best-design-awards/2023/');
  await ready(page);
  const menu = page.getByRole('button', { name: 'Open main menu' });
  const drawer = page.locator('dialog#site-drawer-left');

  await menu.click();
  await expect(drawer).toBeVisible();
  // Interacting with what the drawer holds (not a plain link) hydrates the header and the drawer.
  await drawer.locator('.site-drawer__title').hover();
  await hydrated(page);
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Escape');
  await expect(drawer).not.toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  // React drives it now: the same buttons still work.
  await menu.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).not.toBeVisible();
});

/** The keys of each island's props and of its site, as serialized in the page (Astro's [type, value] pairs). */
function islandPropKeys(page: Page) {
  return page.locator('astro-island').evaluateAll((islands) =>
    islands.map((island) => {
      const props = JSON.parse(island.getAttribute('props') ?? '{}') as Record<string, unknown[]>;
      const site = (props['site']?.[1] ?? {}) as Record<string, unknown>;
      return {
        component: island.getAttribute('component-export'),
        props: Object.keys(props).sort(),
        site: Object.keys(site).sort(),
      };
    }),
  );
}

test('the islands carry only what their views read, and hydrate without a warning', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ['/best-design-awards/', '/best-design-awards/de/2024/']) {
    await page.goto(path);
    await ready(page);
    const persist = 'data-astro-transition-persist';
    const common = ['currentPath', persist, 'locale', 'loginEnabled', 'messages', 'role', 'site'];
    expect(await islandPropKeys(page)).toEqual([
      {
        component: 'SiteHeader',
        props: [...common, 'mainId'].sort(),
        site: ['capabilities', 'officeHours', 'sitegroup', 'supportPhone'],
      },
      {
        component: 'LeftDrawer',
        props: [...common].sort(),
        site: ['acceptedLocales', 'capabilities', 'officeHours', 'supportPhone'],
      },
    ]);
    await page.locator('header.site-header .site-dropdown__button').hover();
    await hydrated(page);
    await page.locator('header.site-header .site-dropdown__button').click();
    await expect(page.locator('header.site-header .site-dropdown__panel')).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('the navigation code comes once the page is idle; a link requests no script, a control its own', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/best-design-awards/');
  await ready(page);
  const names = () => scripts.map((path) => path.replace(/^.*\/([^/.]+)\..*$/, '$1'));
  await expect.poll(names).toContain('page-loading');
  await page.waitForLoadState('networkidle');
  const afterIdle = names();
  expect(afterIdle.slice(0, 2)).toEqual(['ClientRouter', 'MicrositeNavigation']);
  expect(afterIdle).not.toContain('islands');

  // Issue 21: hovering, focusing or pressing a link (the brand, the header's, the page's) downloads nothing.
  await page.locator('header.site-header .site-brand').hover();
  await page.locator('header.site-header a.site-header__link').first().focus();
  await page.keyboard.press('Shift');
  await page.locator('#years a[href="/best-design-awards/2024/"]').hover();
  await page.waitForLoadState('networkidle');
  expect(names()).toEqual(afterIdle);

  // A control that needs React brings the island runtime (and the hover hydrates it).
  await page.locator('header.site-header .site-dropdown__button').hover();
  await hydrated(page);
  expect(names().slice(afterIdle.length, afterIdle.length + 1)).toEqual(['islands']);

  // Issue 37: and no view of a signed-in header, which the logged-out
  // microsite never shows (browser-swaps-plugin.ts): no account menu, no
  // icon links with their unread badges.
  await page.waitForLoadState('networkidle');
  const brought = scripts.slice(afterIdle.length);
  expect(brought.length).toBeGreaterThan(1);
  for (const path of brought) {
    const code = await (await page.request.get(path)).text();
    for (const signedIn of ['site-account', 'site-icon-button', 'site-badge'])
      expect(code, `${path} holds ${signedIn}`).not.toContain(signedIn);
  }
});
