import { expect, test, type BrowserContext, type Page, type WebSocket } from '@playwright/test';
import { addChatMessage, addNotification, faults, headerCount, openDemo } from './support.ts';

// One connection per browser (issue 18): several pages of one browser context
// (tabs of one browser) signed in as the same designer against the reference
// server. The leader tab holds the sockets; the others follow over a
// BroadcastChannel (src/live/tabs).

const designerPage = { site: 'us-en', locale: 'en-US', role: 'designer' } as const;

/** Every websocket of the context's pages, by path, with whether it is still open. */
function watchSockets(context: BrowserContext) {
  const sockets: { path: string; socket: WebSocket }[] = [];
  const closed = new Set<WebSocket>();
  const follow = (page: Page) => {
    const own: WebSocket[] = [];
    page.on('websocket', (socket) => {
      own.push(socket);
      sockets.push({ path: new URL(socket.url()).pathname, socket });
      socket.on('close', () => closed.add(socket));
    });
    // A closed page's sockets fire no close event.
    page.on('close', () => {
      for (const socket of own) closed.add(socket);
    });
  };
  context.on('page', follow);
  return {
    opened: (path: string) => sockets.filter((s) => s.path === path).length,
    open: (path: string) => sockets.filter((s) => s.path === path && !closed.has(s.socket)).length,
  };
}

async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await openDemo(page, designerPage);
  return page;
}

async function openTabs(context: BrowserContext, count: number): Promise<Page[]> {
  const pages: Page[] = [];
  for (let i = 0; i < count; i += 1) pages.push(await openTab(context));
  return pages;
}

const bell = (page: Page) =>
  page.locator('site-header').getByRole('button', { name: /^Notifications,/ });

test.afterEach(async ({ context }) => {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value;
  if (token) {
    await context.request.post('/dev/faults', {
      data: { reset: true },
      headers: { 'x-csrf-token': token },
    });
  }
});

test('five tabs hold one socket of each kind and all show a new notification', async ({
  context,
}) => {
  const sockets = watchSockets(context);
  const first = await openTab(context);
  const tabs = [first, ...(await openTabs(context, 4))];
  await expect.poll(() => sockets.open('/notifications/ws')).toBe(1);
  await expect.poll(() => sockets.open('/graphql')).toBe(1);
  const count = await addNotification(first);
  for (const tab of tabs) await expect.poll(() => headerCount(tab, 'notifications')).toBe(count);
  expect([sockets.opened('/notifications/ws'), sockets.opened('/graphql')]).toEqual([1, 1]);
});

test('a read in one tab shows in the others', async ({ context }) => {
  const first = await openTab(context);
  const second = await openTab(context);
  const third = await openTab(context);
  const notifications = await addNotification(first);
  const messages = (await headerCount(first, 'messages')) + 1;
  await addChatMessage(first, 'Are the sketches ready?');
  for (const tab of [first, second, third]) {
    await expect.poll(() => headerCount(tab, 'notifications')).toBe(notifications);
    await expect.poll(() => headerCount(tab, 'messages')).toBe(messages);
  }
  // Opening the dropdowns in a tab that does not hold the sockets marks them read there.
  await bell(third).click();
  await third.keyboard.press('Escape');
  await third
    .locator('site-header')
    .getByRole('button', { name: /^Messages,/ })
    .click();
  for (const tab of [first, second, third]) {
    await expect.poll(() => headerCount(tab, 'notifications')).toBe(0);
    await expect.poll(() => headerCount(tab, 'messages')).toBe(0);
  }
});

test('when the leader tab closes another takes over and fetches the counts', async ({
  context,
}) => {
  const sockets = watchSockets(context);
  const leader = await openTab(context);
  const second = await openTab(context);
  const third = await openTab(context);
  await expect.poll(() => sockets.open('/notifications/ws')).toBe(1);
  await leader.close();
  await expect.poll(() => sockets.open('/notifications/ws')).toBe(1);
  await expect.poll(() => sockets.open('/graphql')).toBe(1);
  expect(sockets.opened('/notifications/ws')).toBe(2);
  const count = await addNotification(second);
  await expect.poll(() => headerCount(second, 'notifications')).toBe(count);
  await expect.poll(() => headerCount(third, 'notifications')).toBe(count);
});

test('signing out in one tab clears the counts of the others', async ({ context }) => {
  const sockets = watchSockets(context);
  const first = await openTab(context);
  const second = await openTab(context);
  const third = await openTab(context);
  await addNotification(first);
  await expect.poll(() => headerCount(second, 'notifications')).toBeGreaterThan(0);
  // The demo page signs the session in as its role: logged out here.
  await openDemo(third, { ...designerPage, role: 'logged-out' });
  for (const tab of [first, second]) {
    await expect.poll(() => headerCount(tab, 'notifications')).toBe(0);
    await expect.poll(() => headerCount(tab, 'messages')).toBe(0);
  }
  await expect.poll(() => sockets.open('/notifications/ws') + sockets.open('/graphql')).toBe(0);
});

test.describe('hidden tabs', () => {
  test.beforeEach(async ({ context }) => {
    // Headless Chromium keeps every page visible (minimizing a window through
    // CDP does not change it), so the pages' visibility is emulated: the
    // document reports what the test sets, and the live layer's 5 minutes are
    // shortened through its documented test hook (src/live/README.md).
    await context.addInitScript(() => {
      let hidden = false;
      Object.defineProperty(Document.prototype, 'visibilityState', {
        configurable: true,
        get: () => (hidden ? 'hidden' : 'visible'),
      });
      Object.defineProperty(Document.prototype, 'hidden', {
        configurable: true,
        get: () => hidden,
      });
      Object.assign(window, {
        siteLiveTestHooks: { hiddenCloseMs: 300 },
        setPageHidden(next: boolean) {
          hidden = next;
          document.dispatchEvent(new Event('visibilitychange'));
        },
      });
    });
  });

  const setHidden = (page: Page, hidden: boolean) =>
    page.evaluate(
      (next) => (window as unknown as { setPageHidden(h: boolean): void }).setPageHidden(next),
      hidden,
    );

  test('close their sockets, and reopen them with fresh counts when one is shown', async ({
    context,
  }) => {
    const sockets = watchSockets(context);
    const first = await openTab(context);
    const second = await openTab(context);
    await expect.poll(() => sockets.open('/notifications/ws')).toBe(1);
    await setHidden(first, true);
    await first.waitForTimeout(600);
    // One tab still visible: the sockets stay.
    expect(sockets.open('/notifications/ws')).toBe(1);
    await setHidden(second, true);
    await expect.poll(() => sockets.open('/notifications/ws') + sockets.open('/graphql')).toBe(0);
    await expect(bell(second)).toHaveAccessibleName(/may be out of date/);
    const count = await addNotification(second);
    await setHidden(second, false);
    await expect.poll(() => sockets.open('/notifications/ws')).toBe(1);
    await expect.poll(() => sockets.open('/graphql')).toBe(1);
    for (const tab of [first, second]) {
      await expect.poll(() => headerCount(tab, 'notifications')).toBe(count);
      await expect(bell(tab)).not.toHaveAccessibleName(/may be out of date/);
    }
  });
});

test('after giving up, the tabs recover when the browser is back online', async ({ context }) => {
  await context.addInitScript(() => {
    Object.assign(window, { siteLiveTestHooks: { fastRetries: true } });
  });
  const first = await openTab(context);
  const second = await openTab(context);
  const before = await addNotification(first);
  await expect.poll(() => headerCount(second, 'notifications')).toBe(before);
  await faults(first, { refuseWsAuth: true, dropWebsockets: 'once' });
  // Three failed retries, 200 ms apart: the badge keeps its value, marked as possibly stale.
  for (const tab of [first, second]) {
    await expect(bell(tab)).toHaveAccessibleName(/may be out of date/);
    expect(await headerCount(tab, 'notifications')).toBe(before);
  }
  await faults(first, { reset: true });
  const count = await addNotification(first);
  await context.setOffline(true);
  await context.setOffline(false);
  for (const tab of [first, second]) {
    await expect.poll(() => headerCount(tab, 'notifications')).toBe(count);
    await expect(bell(tab)).not.toHaveAccessibleName(/may be out of date/);
  }
});
