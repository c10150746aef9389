import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webkitMinimumWidth } from '../../support/engines/webkit.ts';
import { browserPerFile } from './support/browser-per-file.ts';
import {
  accountLinks,
  barLinks,
  headerLinks,
  languageSwitcher,
} from './support/demo-expectations.ts';
import {
  avatarButton,
  demoCases,
  demoPath,
  drawerLanguageOptions,
  drawerState,
  dropdownState,
  headerBadge,
  headerHrefs,
  inDrawer,
  inHeader,
  isFocused,
  menuButton,
  openDemo,
  openThenEscape,
  postFromPage,
  phoneAsTel,
  tooltipShown,
  visibleHeaderHrefs,
  waitForDemo,
} from './support/demo-page.ts';
import type { EnginePage } from '../../support/engines/driver/engine-page.ts';
import { waitForState } from '../../support/engines/driver/wait-for-state.ts';

// The demo pages of the reference server in the engine named by ENGINE: per
// role and in two languages, what a visitor does with the chrome, with real
// clicks and key presses. Phone width is 375 px, or in WebKit the narrowest
// MiniBrowser allows (447 px): both below the 900 px breakpoint.

const handle = browserPerFile();
const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 800 };
const screenshots = `reports/screenshots/smoke/${handle.engine}`;

const panelButton = (panelId: string) => inHeader(`button[aria-controls="${panelId}"]`);
const messagesPanel = 'site-messages-panel';
const notificationsPanel = 'site-notifications-panel';
const accountPanel = 'site-account-menu-panel';

const unique = (list: string[]) => [...new Set(list)].sort();

async function atPhoneWidth(page: EnginePage): Promise<void> {
  const size = await page.setViewport(phone.width, phone.height);
  expect(size.width).toBe(handle.engine === 'webkit' ? webkitMinimumWidth : phone.width);
}

for (const demo of demoCases) {
  const signedIn = demo.role !== 'logged-out';
  const shot = (what: string) => `${screenshots}/demo-${demo.site}-${demo.role}-${what}.png`;

  describe(`${demo.site} ${demo.locale} ${demo.role} in ${handle.engine}`, () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await handle.browser().newPage();
    });
    afterAll(async () => {
      await page.close();
    });

    it('shows the role’s links in the header', async () => {
      await page.setViewport(desktop.width, desktop.height);
      await openDemo(page, demo);
      expect(unique(phoneAsTel(await page.evaluate(headerHrefs)))).toEqual(
        unique(headerLinks[demo.role]),
      );
      expect(phoneAsTel(await page.evaluate(visibleHeaderHrefs))).toEqual(
        expect.arrayContaining(barLinks[demo.role]),
      );
      await page.screenshot(shot('desktop'));
    });

    it('at a phone width, opens the left drawer from the menu button; Escape closes it', async () => {
      await atPhoneWidth(page);
      await openDemo(page, demo);
      await page.screenshot(shot('phone'));
      await page.click(menuButton);
      await waitForState(
        page,
        'the left drawer on screen with focus inside',
        (state) => state.onScreen && state.focusInside,
        drawerState,
        'left',
      );
      await page.screenshot(shot('drawer'));
      await page.press('Escape');
      await waitForState(page, 'the drawer to close', (state) => !state.open, drawerState, 'left');
      expect(await page.evaluate(isFocused, menuButton)).toBe(true);
    });

    it('at a phone width, closes the left drawer on a click on its backdrop', async () => {
      const viewport = await page.setViewport(phone.width, phone.height);
      await openDemo(page, demo);
      await page.click(menuButton);
      const drawer = await waitForState(
        page,
        'the left drawer on screen',
        (state) => state.onScreen,
        drawerState,
        'left',
      );
      // Halfway between the drawer's edge and the viewport's: only the backdrop is there.
      await page.clickAt((drawer.right + viewport.width) / 2, viewport.height / 2);
      await waitForState(page, 'the drawer to close', (state) => !state.open, drawerState, 'left');
      expect(await page.evaluate(isFocused, menuButton)).toBe(true);
    });

    it('offers the site’s languages in the drawer and switches to another', async () => {
      const expected = languageSwitcher[demo.site];
      if (!expected) throw new Error(`no language expectations for ${demo.site}`);
      await atPhoneWidth(page);
      await openDemo(page, demo);
      await page.click(menuButton);
      await waitForState(page, 'the left drawer', (state) => state.onScreen, drawerState, 'left');
      expect(await page.evaluate(drawerLanguageOptions)).toEqual(
        expected.options.map((option, index) => ({ ...option, current: index === 0, shown: true })),
      );
      await page.click(inDrawer('left', `a[hreflang="${expected.target}"]`));
      // The server stores the language and sends the reader back to the same page, in it.
      await waitForState(
        page,
        `the page in ${expected.target}`,
        (lang) => lang === expected.target,
        () => (document.readyState === 'complete' ? document.documentElement.lang : null),
      );
      expect(await page.url()).toBe(
        new URL(demoPath({ ...demo, locale: expected.target }), handle.baseUrl).href,
      );
      await waitForDemo(page, signedIn);
      const after = await page.evaluate(drawerLanguageOptions);
      expect(after.find((option) => option.current)?.href).toBe(expected.options[1]?.href);
    });

    if (!signedIn) {
      it('closes only the topmost popup on Escape: the phone tooltip over an open menu', async () => {
        const menu = 'site-menu-getADesign-panel';
        const tooltip = 'site-phone-hours';
        await page.setViewport(desktop.width, desktop.height);
        await openDemo(page, demo);
        await page.click(panelButton(menu));
        await waitForState(page, 'the menu', (state) => state.shown, dropdownState, menu);
        // The header bar's phone link: the drawers (closed) come first in the root.
        await page.hover(inHeader('.site-header a[href^="tel:"]'));
        await waitForState(page, 'the tooltip', (shown) => shown, tooltipShown, tooltip);
        await page.press('Escape');
        await waitForState(page, 'the tooltip to close', (shown) => !shown, tooltipShown, tooltip);
        expect(await page.evaluate(dropdownState, menu)).toMatchObject({
          expanded: true,
          shown: true,
        });
        await page.press('Escape');
        await waitForState(page, 'the menu to close', (state) => !state.shown, dropdownState, menu);
        expect(await page.evaluate(isFocused, panelButton(menu))).toBe(true);
      });
      return;
    }

    it('opens the account menu with the role’s links; Escape closes it', async () => {
      await page.setViewport(desktop.width, desktop.height);
      await openDemo(page, demo);
      await page.click(avatarButton);
      const menu = await waitForState(
        page,
        'the account menu',
        (state) => state.shown,
        dropdownState,
        accountPanel,
      );
      expect(menu.expanded).toBe(true);
      expect(menu.hrefs).toEqual(accountLinks[demo.role as keyof typeof accountLinks]);
      await page.press('Escape');
      await waitForState(page, 'it to close', (state) => !state.shown, dropdownState, accountPanel);
      expect(await page.evaluate(isFocused, avatarButton)).toBe(true);
    });

    it('at a phone width, opens the user drawer from the avatar; Escape closes it', async () => {
      await atPhoneWidth(page);
      await openDemo(page, demo);
      expect(await openThenEscape(page, avatarButton, 'right')).toBe(true);
    });

    it('opens the messages and the notifications with their items; Escape closes only the open one', async () => {
      await page.setViewport(desktop.width, desktop.height);
      await openDemo(page, demo);
      await page.click(panelButton(messagesPanel));
      // The seeded chats: rows linking to a conversation.
      await waitForState(
        page,
        'the messages dropdown with chats',
        (state) => state.shown && state.hrefs.some((href) => href.startsWith('/messages/')),
        dropdownState,
        messagesPanel,
      );
      await page.click(panelButton(notificationsPanel));
      await waitForState(
        page,
        'the notifications dropdown with items, their icons and pictures loaded',
        (state) =>
          state.shown &&
          state.items.some((text) => text.length > 0) &&
          state.imagesNotLoaded.length === 0,
        dropdownState,
        notificationsPanel,
      );
      await page.screenshot(shot('notifications'));
      // One dropdown at a time: opening the notifications closed the messages.
      expect(await page.evaluate(dropdownState, messagesPanel)).toMatchObject({
        expanded: false,
        shown: false,
      });
      await page.press('Escape');
      await waitForState(
        page,
        'the notifications to close',
        (state) => !state.shown,
        dropdownState,
        notificationsPanel,
      );
      expect(await page.evaluate(isFocused, panelButton(notificationsPanel))).toBe(true);
      expect(await page.evaluate(dropdownState, messagesPanel)).toMatchObject({ shown: false });
      expect(await page.evaluate(drawerState, 'left')).toMatchObject({ open: false });
      expect(await page.evaluate(drawerState, 'right')).toMatchObject({ open: false });
    });

    it('shows a new notification’s count in the header without a reload', async () => {
      await page.setViewport(desktop.width, desktop.height);
      await openDemo(page, demo);
      // A mark on the window: a reload would lose it.
      await page.evaluate(() => {
        (window as unknown as { smokeMark: string }).smokeMark = 'before';
      });
      const userId = Number(
        await page.evaluate(() => document.querySelector('site-header')?.getAttribute('user-id')),
      );
      const created = await page.evaluate(postFromPage, '/dev/notifications', {
        userId,
        messageHtml: 'Your contest <b>Logo for a bakery</b> has a new entry',
      });
      expect(created.status).toBe(201);
      const count = String((created.json as { unread_count: number }).unread_count);
      await waitForState(
        page,
        `the badge to show ${count}`,
        (text) => text === count,
        headerBadge,
        notificationsPanel,
      );
      expect(
        await page.evaluate(() => (window as unknown as { smokeMark?: string }).smokeMark),
      ).toBe('before');
    });
  });
}
