import { expect, test, type Browser } from '@playwright/test';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PNG } from 'pngjs';
import type * as ServerModule from '../../../src/elements/server/index.ts';
import { differentPixels } from '../../support/png-diff.ts';
import { layoutShiftsOf, recordLayoutShifts } from '../../support/layout-shifts.ts';
import { collectErrors } from './support.ts';

// A signed-in header from a shared cache (src/islands/user-slots.ts): the
// shadow root rendered once for everyone with the same site, locale, role,
// variant and page, the user's picture, name and counts written by the
// page into named slots. The demo page's `render=user-slots` is that page
// (server/rendering/demo-chrome.ts); `render=server` renders the same user
// whole. Also the include mode's fallback (`fallback`), which a bundle
// renders over, and a fragment of another version.

const demo = '/demo?site=de-de&locale=de-DE&role=designer';

/** A screenshot with JavaScript off, the user drawer open when asked. */
async function lookWithoutScript(
  browser: Browser,
  render: string,
  width: number,
  drawerOpen: boolean,
): Promise<PNG> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 700 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${demo}&render=${render}`);
    // The pictures are loaded and decoded before the comparison.
    await page.waitForLoadState('load');
    if (drawerOpen) {
      await page
        .locator('site-header')
        .getByRole('button', { name: 'Benutzermenü öffnen' })
        .click();
      await expect(page.locator('site-header').locator('dialog#site-drawer-right')).toBeVisible();
      await page
        .locator('site-header')
        .locator('img[slot="user-avatar"], .site-drawer__user img')
        .first()
        .evaluate((image: HTMLImageElement) => image.decode().catch(() => {}));
      await page.waitForTimeout(500); // the drawer's 300 ms slide
    }
    return PNG.sync.read(await page.screenshot());
  } finally {
    await context.close();
  }
}

test('without JavaScript, the user slots look exactly like the whole server render, at a phone’s and a desktop’s width', async ({
  browser,
}) => {
  for (const width of [375, 1280]) {
    for (const drawerOpen of [false, true]) {
      const whole = await lookWithoutScript(browser, 'server', width, drawerOpen);
      const slotted = await lookWithoutScript(browser, 'user-slots', width, drawerOpen);
      expect(
        differentPixels(whole, slotted),
        `${width} px, drawer ${drawerOpen ? 'open' : 'closed'}`,
      ).toBe(0);
    }
  }
});

test('the page’s own bits fill the slots: the name, the picture and both counts, and nothing of them is in the shared root', async ({
  browser,
}) => {
  const entry = resolve(import.meta.dirname, '../../../dist-elements/server/index.js');
  const server = (await import(pathToFileURL(entry).href)) as typeof ServerModule;
  const header = await server.renderElement(
    'site-header',
    {
      site: 'de-de',
      locale: 'de-DE',
      'user-role': 'designer',
      'user-id': 'u-7',
      'display-name': 'Zoé <Zeichnerin>',
      'unread-counts': '{"messages":3,"notifications":120}',
      drawers: true,
    },
    { userSlots: true },
  );
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.route('**/test/user-slots', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>slots</title></head><body>${header}</body></html>`,
      }),
    );
    await page.goto('/test/user-slots');
    const slots = await page.locator('site-header').evaluate((host) =>
      [...(host.shadowRoot?.querySelectorAll('slot[name]') ?? [])].map((slot) => [
        slot.getAttribute('name'),
        (slot as HTMLSlotElement)
          .assignedElements()
          .map((element) => element.textContent || element.getAttribute('src'))
          .join(''),
      ]),
    );
    expect(Object.fromEntries(slots)).toEqual({
      'user-avatar': '/avatars/users/u-7/48',
      'user-name': 'Zoé <Zeichnerin>',
      'unread-messages': '3',
      'unread-notifications': '99+',
    });
    const shadowText = await page
      .locator('site-header')
      .evaluate((host) => host.shadowRoot?.innerHTML ?? '');
    expect(shadowText).not.toContain('Zoé');
    expect(shadowText).not.toContain('/avatars/users/');
    // The counts complete the icons' names.
    const links = page.locator('site-header');
    await expect(links.getByRole('link', { name: 'Nachrichten 3' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Benachrichtigungen 99+' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the bundle takes the user slots over by hydration: the open drawer, its nodes and the layout stay, and no error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 375, height: 700 });
  let releaseBundle: () => void = () => {};
  const held = new Promise<void>((resolve) => (releaseBundle = resolve));
  await page.route('**/dist-elements/site-elements.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${demo}&render=user-slots`);
  await page.evaluate(recordLayoutShifts);
  const header = page.locator('site-header');
  await header.getByRole('button', { name: 'Benutzermenü öffnen' }).click();
  const drawer = header.locator('dialog#site-drawer-right');
  await expect(drawer).toBeVisible();
  await drawer.evaluate((dialog) => ((dialog as HTMLDialogElement & { mark?: true }).mark = true));
  releaseBundle();
  await header.evaluate((host) => (host as HTMLElement & { ready: Promise<void> }).ready);
  await page.waitForTimeout(300);
  // The same dialog, still open: hydrated, not replaced.
  expect(
    await drawer.evaluate((dialog) => [
      (dialog as HTMLDialogElement & { mark?: true }).mark === true,
      (dialog as HTMLDialogElement).open,
    ]),
  ).toEqual([true, true]);
  // The view now shows the user itself; the page's nodes are no longer assigned.
  await expect(drawer.locator('.site-drawer__user-name')).toHaveText('Diego Ramos');
  expect(
    await header.evaluate((host) => host.shadowRoot?.querySelectorAll('slot[name]').length),
  ).toBe(0);
  expect(await layoutShiftsOf(page, { withInput: true })).toEqual([]);
  expect(errors).toEqual([]);
});

test('an include’s fallback shows its links without JavaScript, and the bundle renders over it without a shift or an error', async ({
  browser,
  request,
}) => {
  const answer = await request.get(
    '/fragments/site-header?site=de-de&locale=de-DE&variant=wide&drawers=&fallback=',
  );
  expect(answer.headers()['site-shell-error']).toBe('bad_attribute; field=variant');
  const fallback = await answer.text();
  const footer = await (
    await request.get('/fragments/site-footer?site=de-de&locale=de-DE&fallback=')
  ).text();
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>fallback</title>
    <script type="module" src="/dist-elements/site-elements.js"></script></head>
    <body style="margin:0">${fallback}<main id="main"><h1>Seite</h1><p>Text</p></main>${footer}</body></html>`;
  for (const width of [375, 1280]) {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width, height: 700 },
      });
      try {
        const page = await context.newPage();
        const errors = collectErrors(page);
        await page.route('**/test/fallback', (route) =>
          route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
        );
        if (javaScriptEnabled) await page.addInitScript(recordLayoutShifts);
        await page.goto('/test/fallback');
        const header = page.locator('site-header');
        const height = await header.evaluate((host) => host.getBoundingClientRect().height);
        expect(height, `${width} px`).toBe(width < 900 ? 56 : 64);
        if (!javaScriptEnabled) {
          // The plain links, in German, reachable without any script.
          await expect(header.getByRole('link', { name: 'Designmarket' })).toBeVisible();
          await expect(header.getByRole('navigation', { name: 'Hauptnavigation' })).toBeAttached();
          await expect(header.getByRole('link', { name: 'Anmelden' })).toBeAttached();
          expect(await page.locator('a[href="/how-it-works"]').count()).toBeGreaterThan(0);
          continue;
        }
        await header.evaluate((host) => (host as HTMLElement & { ready: Promise<void> }).ready);
        // The view, in German, in place of the fallback's <slot>.
        await expect(header.locator('header.site-header')).toBeVisible();
        await expect(header.locator('nav.site-header__nav')).toHaveAttribute(
          'aria-label',
          'Hauptnavigation',
        );
        expect(await header.evaluate((host) => host.shadowRoot?.querySelector('slot'))).toBeNull();
        expect(await layoutShiftsOf(page, { withInput: true }), `${width} px`).toEqual([]);
        // The bad variant is the element's own console error, nothing else.
        expect(errors.filter((error) => !error.includes('attribute "variant"'))).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }
});

test('a fragment of another version is rendered anew by the bundle, quietly', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const fragment = await (
    await request.get('/fragments/site-footer?site=fr-fr&locale=fr-FR&variant=reduced')
  ).text();
  expect(fragment).toMatch(/ data-site-shell-version="[^"]+"/);
  // As a cache might hold it across a deploy: another version, and a label that is not this one's.
  const stale = fragment
    .replace(/ data-site-shell-version="[^"]+"/, ' data-site-shell-version="0.9.0"')
    .replace('Centre d’aide', 'Aide (ancienne)');
  await page.route('**/test/stale', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>stale</title><script type="module" src="/dist-elements/site-elements.js"></script></head><body>${stale}</body></html>`,
    }),
  );
  await page.goto('/test/stale');
  const footer = page.locator('site-footer');
  await footer.evaluate((host) => (host as HTMLElement & { ready: Promise<void> }).ready);
  await expect(footer.getByRole('link', { name: 'Centre d’aide' })).toBeVisible();
  await expect(footer.getByText('Aide (ancienne)')).toHaveCount(0);
  expect(errors).toEqual([]);
});
