import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/support/static-server.ts';
import { linkFrameworks } from '../package/support/link-frameworks.ts';
import { packAndInstall, root, type InstalledPackage } from '../package/support/install-packed.ts';
import { chromiumLaunchOptions } from '../support/engines/chromium.ts';
import { templateTypeErrors } from '../support/template-type-errors.ts';
import { openApp, rendered, type AppPage } from './support/app-page.ts';
import { consumerApps } from './support/apps.ts';
import { buildApp } from './support/build-app.ts';

// The packed package in a project of each framework (apps/<framework>/, the
// same page in each, quoted by docs/elements/frameworks/): installed from the
// tarball, built with Vite and the framework's plugin, and driven in Chromium.
// Each app renders the elements with the framework's own syntax: attributes,
// an object property (`unreadCounts`) from its first render, a re-render on a
// change, the cancelable site-language-change bound as the framework binds
// events, and a header removed and added again.

/** The link the header's navigation shows in German and, once switched, in French. */
function findADesigner(language: 'de' | 'fr'): string {
  const catalogue = JSON.parse(
    readFileSync(join(root, `src/i18n/messages/${language}.json`), 'utf8'),
  ) as Record<string, string>;
  const text = catalogue['nav.findADesigner'];
  if (!text) throw new Error(`no nav.findADesigner in ${language}.json`);
  return text;
}

let pkg: InstalledPackage;
let server: StaticServer;
let browser: Browser;
beforeAll(async () => {
  pkg = packAndInstall();
  linkFrameworks(
    pkg.consumer,
    consumerApps.flatMap((app) => app.frameworkPackages),
  );
  const mounts: Record<string, string> = {};
  for (const app of consumerApps) mounts[`/${app.name}/`] = await buildApp(app, pkg.consumer);
  server = await startStaticServer(mounts);
  browser = await chromium.launch(chromiumLaunchOptions);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  pkg?.remove();
});

describe.each(consumerApps)('the $name app', (app) => {
  // One page per app, driven step by step: the tests run in order.
  let open: AppPage;
  beforeAll(async () => {
    open = await openApp(browser, `${server.origin}/${app.name}/`);
  });
  afterAll(() => open?.page.close());

  const header = () => open.page.locator('site-header header.site-header');

  it.runIf(app.typeCheck)(
    'type-checks its component with tsc, strict (a .vue or .svelte file needs vue-tsc or svelte-check: not installed)',
    () => {
      const appRoot = join(pkg.consumer, 'apps', app.name);
      const source = readFileSync(join(appRoot, app.source), 'utf8');
      const options = { module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'] };
      expect(
        templateTypeErrors(appRoot, source, { ...options, ...app.typeCheck }, app.source),
      ).toEqual([]);
    },
  );

  it(`is the example docs/elements/frameworks/${app.name}.md quotes`, () => {
    const page = readFileSync(join(root, `docs/elements/frameworks/${app.name}.md`), 'utf8');
    const source = readFileSync(join(import.meta.dirname, 'apps', app.name, app.source), 'utf8');
    expect(page).toContain(source.trimEnd());
  });

  it('renders the header’s links from the attributes of its first render', async () => {
    await rendered(open.page, 'site-header');
    expect(
      await header()
        .getByRole('link', { name: findADesigner('de') })
        .count(),
    ).toBe(1);
  });

  it('gives each badge its object property at the first render, not an attribute', async () => {
    // The app's badges: kind="messages", then kind="notifications". A
    // framework sets what the element has as properties, so the tags may
    // carry no attribute to select them by.
    for (const [index, count] of ['3', '12'].entries()) {
      await rendered(open.page, 'site-unread-badge', index);
      const badge = await open.page.evaluate((index) => {
        const element = document.querySelectorAll('site-unread-badge')[index] as HTMLElement & {
          unreadCounts: unknown;
        };
        return { attributes: element.getAttributeNames(), property: element.unreadCounts };
      }, index);
      // An object the framework wrote as an attribute: `unreadcounts="[object Object]"`.
      expect(badge.attributes).not.toContain('unreadcounts');
      expect(badge.property).toEqual({ messages: 3, notifications: 12 });
      const shown = open.page
        .locator('site-unread-badge')
        .nth(index)
        .locator('[part="badge"] [aria-hidden="true"]');
      expect(await shown.textContent({ timeout: 5_000 })).toBe(count);
    }
  });

  it('renders the header again when the app changes its variant', async () => {
    const findLink = header().getByRole('link', { name: findADesigner('de') });
    await open.page.click('#variant');
    // Focused: the support phone only.
    await findLink.waitFor({ state: 'detached' });
    expect(await header().locator('a[href^="tel:"]').count()).toBe(1);
    await open.page.click('#variant');
    await findLink.waitFor();
  });

  it(`calls the handler bound with ${app.eventBinding}, whose preventDefault() keeps the page`, async () => {
    await rendered(open.page, 'site-footer');
    await open.page.locator('site-footer .site-language-switcher a[hreflang="fr-CH"]').click();
    // The handler set the app's locale, and every element renders in French…
    await open.page.locator('#language', { hasText: 'fr-CH' }).waitFor();
    await header()
      .getByRole('link', { name: findADesigner('fr') })
      .waitFor();
    // …on the same page: the link to /user/switch-language/fr-CH was not followed.
    expect(open.navigations).toEqual([]);
  });

  it('renders a header that was removed and added again', async () => {
    await open.page.evaluate(() => {
      (window as { removedHeader?: Element | null }).removedHeader =
        document.querySelector('site-header');
    });
    await open.page.click('#header');
    await open.page.locator('site-header').waitFor({ state: 'detached' });
    await open.page.click('#header');
    await rendered(open.page, 'site-header');
    expect(
      await open.page.evaluate(() => {
        const added = document.querySelector('site-header');
        return added !== null && added !== (window as { removedHeader?: Element }).removedHeader;
      }),
    ).toBe(true);
    expect(
      await header()
        .getByRole('link', { name: findADesigner('fr') })
        .count(),
    ).toBe(1);
  });

  it('logs no console error', () => {
    expect(open.errors).toEqual([]);
  });
});
