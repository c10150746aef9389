import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnginePage } from '../../support/engines/driver/engine-page.ts';
import { waitForState } from '../../support/engines/driver/wait-for-state.ts';
import { browserPerFile } from './support/browser-per-file.ts';
import { headerLinks, languageSwitcher } from './support/demo-expectations.ts';
import {
  avatarButton,
  demoCases,
  drawerState,
  headerHrefs,
  inDrawer,
  isFocused,
  menuButton,
  openDrawerFrom,
  openThenEscape,
  phoneAsTel,
  waitForDemo,
  type DemoCase,
} from './support/demo-page.ts';
import { chromeLinks, type ChromeLinks } from './support/server-rendered-page.ts';

// The demo pages as the server renders them (the default), in the engine
// named by ENGINE, with JavaScript off: `csp=no-script` sends `script-src
// 'none'`, which every engine obeys, so no script of the page runs. The chrome
// must be whole and, where the engine has invoker commands, its drawers must
// open, close on Escape and give the focus back. Its links are compared with
// what the bundle renders for the same page client-side (`render=client`).

const handle = browserPerFile();
const phone = { width: 375, height: 800 };

// WebKitGTK 2.50 (Safari before 26.2) has no invoker commands: without
// JavaScript its drawers cannot open (docs/elements/server-rendering.md).
const invokerCommands = handle.engine !== 'webkit';

const path = (demo: DemoCase, extra: Record<string, string>) =>
  `/demo?${new URLSearchParams({ site: demo.site, locale: demo.locale, role: demo.role, ...extra })}`;

async function openWithoutScript(page: EnginePage, demo: DemoCase): Promise<void> {
  await page.goto(path(demo, { csp: 'no-script' }));
  await page.waitFor(() => document.readyState === 'complete');
}

for (const demo of demoCases) {
  const signedIn = demo.role !== 'logged-out';

  describe(`${demo.site} ${demo.locale} ${demo.role}, server-rendered, in ${handle.engine}`, () => {
    let page: EnginePage;
    let clientRendered: ChromeLinks;
    beforeAll(async () => {
      page = await handle.browser().newPage();
      await page.setViewport(phone.width, phone.height);
      await page.goto(path(demo, { render: 'client' }));
      await waitForDemo(page, signedIn);
      clientRendered = await page.evaluate(chromeLinks);
    });
    afterAll(async () => {
      await page.close();
    });

    it('has the whole chrome in its HTML without JavaScript: the links the bundle renders', async () => {
      await openWithoutScript(page, demo);
      const server = await page.evaluate(chromeLinks);
      expect(server.scriptsRan).toBe(false);
      expect(server.header).toEqual(clientRendered.header);
      expect(server.leftDrawer).toEqual(clientRendered.leftDrawer);
      expect(server.rightDrawer).toEqual(clientRendered.rightDrawer);
      expect(server.footer).toEqual(clientRendered.footer);
      expect(server.footer.length).toBeGreaterThan(15);
      // The spec's header links for the role (the live dropdowns are plain links until they load).
      expect(new Set(phoneAsTel(await page.evaluate(headerHrefs)))).toEqual(
        new Set([...headerLinks[demo.role], ...(signedIn ? ['/messages', '/notifications'] : [])]),
      );
      expect(server.headerHeight).toBe(56);
    });

    it(`opens the left drawer from the menu button without JavaScript; Escape closes it${invokerCommands ? '' : ' (skipped: no invoker commands in this engine)'}`, async (context) => {
      if (!invokerCommands) context.skip();
      await openWithoutScript(page, demo);
      expect(await openThenEscape(page, menuButton, 'left', false)).toBe(true);
    });

    if (signedIn) {
      it(`opens the user drawer from the avatar without JavaScript; its close button closes it${invokerCommands ? '' : ' (skipped: no invoker commands in this engine)'}`, async (context) => {
        if (!invokerCommands) context.skip();
        await openWithoutScript(page, demo);
        await openDrawerFrom(page, avatarButton, 'right', false);
        await page.click(inDrawer('right', '.site-drawer__close'));
        await waitForState(
          page,
          'the drawer to close',
          (state) => !state.open,
          drawerState,
          'right',
        );
        expect(await page.evaluate(isFocused, avatarButton)).toBe(true);
      });
    } else {
      it(`switches the language from the drawer without JavaScript${invokerCommands ? '' : ' (skipped: no invoker commands in this engine)'}`, async (context) => {
        if (!invokerCommands) context.skip();
        const expected = languageSwitcher[demo.site];
        if (!expected) throw new Error(`no language expectations for ${demo.site}`);
        await openWithoutScript(page, demo);
        await page.click(menuButton);
        await waitForState(page, 'the left drawer', (state) => state.open, drawerState, 'left');
        await page.click(inDrawer('left', `a[hreflang="${expected.target}"]`));
        // The server stores the choice and sends the reader back to the same page, in it.
        await waitForState(
          page,
          `the page in ${expected.target}`,
          (lang) => lang === expected.target,
          () => (document.readyState === 'complete' ? document.documentElement.lang : null),
        );
      });
    }
  });
}
