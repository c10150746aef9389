import type { Page } from '@playwright/test';
import { sleep } from './browser.ts';
import { statFigure, valueFigure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { summarize } from './stats.ts';

// One connection per browser (issue 18): five tabs (pages of one browser
// context) of the signed-in designer on the reference server (loopback). The
// sockets of each kind all five open together; the time from a read in one tab
// (the click that opens its notifications dropdown, which POSTs
// mark-read-counter) to the last other tab's badge clearing, compared on the
// machine's clock (`performance.timeOrigin + now()`); and the time from
// closing the leader tab to another tab's new notifications socket.

const notificationsBadge = '[aria-controls="site-notifications-panel"] .site-badge';
const tabCount = 5;
const readRuns = 20;

/** Resolves (in the page) with the moment the header's notifications badge goes away. */
function watchBadgeCleared(page: Page): Promise<void> {
  return page.evaluate((selector) => {
    const root = document.querySelector('site-header')?.shadowRoot;
    if (!root) throw new Error('bench: no header');
    (window as unknown as { benchCleared: Promise<number> }).benchCleared = new Promise(
      (resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (!root.querySelector(selector)) {
            observer.disconnect();
            resolve(performance.timeOrigin + performance.now());
          }
        });
        observer.observe(root, { subtree: true, childList: true, characterData: true });
        setTimeout(() => reject(new Error('bench: the badge did not clear within 10 s')), 10_000);
      },
    );
  }, notificationsBadge);
}

const clearedAt = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { benchCleared: Promise<number> }).benchCleared);

async function addNotification(page: Page, run: number): Promise<void> {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value;
  const response = await page.request.post('/dev/notifications', {
    data: { userId: 2, messageHtml: `<b>Bench</b> tabs ${run + 1}` },
    headers: { 'x-csrf-token': token ?? '' },
  });
  if (!response.ok()) throw new Error(`bench: POST /dev/notifications ${response.status()}`);
}

const badgeShown = (page: Page) =>
  page.locator(`site-header ${notificationsBadge}`).waitFor({ state: 'attached' });

export const tabs: Measurement = {
  id: 'tabs',
  title: 'Realtime across tabs: five tabs of one designer (one connection per browser)',
  async run(context) {
    const [browser, server] = await Promise.all([context.browser(), context.referenceServer()]);
    const browserContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: server.origin,
    });
    try {
      const sockets: { path: string; at: number }[] = [];
      const pages: Page[] = [];
      for (let i = 0; i < tabCount; i += 1) {
        const page = await browserContext.newPage();
        page.on('websocket', (socket) =>
          sockets.push({ path: new URL(socket.url()).pathname, at: Date.now() }),
        );
        await page.goto('/demo?site=us-en&locale=en-US&role=designer&render=client');
        await page
          .locator('site-header [aria-controls="site-notifications-panel"]')
          .waitFor({ state: 'attached' });
        pages.push(page);
      }
      await sleep(1000); // every tab has had time to ask for its sockets
      const opened = (path: string) => sockets.filter((socket) => socket.path === path).length;
      const graphqlSockets = opened('/graphql');
      const notificationSockets = opened('/notifications/ws');

      // A read in a tab that does not hold the sockets (the first one leads).
      const [leader, , reader] = pages;
      if (!leader || !reader) throw new Error('bench: tabs missing');
      const readLatencies: number[] = [];
      for (let run = 0; run < readRuns; run += 1) {
        await addNotification(reader, run);
        for (const page of pages) await badgeShown(page);
        for (const page of pages) await watchBadgeCleared(page);
        // Opening the dropdown marks the counter read (spec §4): the read starts at the click.
        const readAt = await reader.evaluate(() => {
          const button = document
            .querySelector('site-header')
            ?.shadowRoot?.querySelector<HTMLButtonElement>(
              '[aria-controls="site-notifications-panel"]',
            );
          if (!button) throw new Error('bench: no notifications button');
          const at = performance.timeOrigin + performance.now();
          button.click();
          return at;
        });
        const othersAt = await Promise.all(pages.filter((page) => page !== reader).map(clearedAt));
        await clearedAt(reader);
        readLatencies.push(Math.max(...othersAt) - readAt);
        await reader.keyboard.press('Escape');
        await sleep(50);
      }

      // Handover: the leader closes; another tab opens the notifications socket.
      const before = opened('/notifications/ws');
      const closedAt = Date.now();
      await leader.close();
      const deadline = Date.now() + 10_000;
      while (opened('/notifications/ws') === before && Date.now() < deadline) await sleep(5);
      const takeover = sockets.filter((s) => s.path === '/notifications/ws').at(before);
      if (!takeover) throw new Error('bench: no tab took over within 10 s');
      return {
        figures: [
          valueFigure(
            'tabs.sockets.graphql',
            'graphql-ws sockets, five tabs',
            'count',
            graphqlSockets,
          ),
          valueFigure(
            'tabs.sockets.notifications',
            'notification sockets, five tabs',
            'count',
            notificationSockets,
          ),
          statFigure(
            'tabs.read',
            'read in one tab (click) → last other tab’s badge cleared',
            'ms',
            summarize(readLatencies),
          ),
          valueFigure(
            'tabs.handover',
            'leader tab closed → another tab’s notifications socket',
            'ms',
            takeover.at - closedAt,
          ),
        ],
        notes: [
          `${readRuns} reads from the third tab; the leader is the first tab. Handover measured once.`,
        ],
      };
    } finally {
      await browserContext.close();
    }
  },
};
