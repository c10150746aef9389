import { sleep } from './browser.ts';
import { statFigure, valueFigure } from './figures.ts';
import type { Measurement } from './measurement.ts';
import { elementsReady } from './page/elements-ready.ts';
import { summarize } from './stats.ts';

// Realtime on the designer's client-rendered demo page (reference server,
// loopback; the views keep the counts): the websockets the page opens with
// its five elements (one per kind expected), and the time from
// `POST /dev/notifications` to the header's badge showing the new count.
// The server-rendered page before React is demo-count-push.ts's. The page itself posts (fetch with the CSRF token of its
// cookie) and watches the badge, so that both ends use the page's clock.

const notificationsBadge = '[aria-controls="site-notifications-panel"] .site-badge';

export const realtime: Measurement = {
  id: 'realtime',
  title: 'Realtime: sockets and badge updates (designer demo page)',
  async run(context) {
    const [browser, server] = await Promise.all([context.browser(), context.referenceServer()]);
    const browserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await browserContext.newPage();
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
      await page.goto(`${server.origin}/demo?site=us-en&locale=en-US&role=designer&render=client`);
      const elementCount = await page.evaluate(elementsReady);
      await page.locator(`site-header ${notificationsBadge}`).waitFor({ state: 'attached' });
      await sleep(1000); // every element has had time to ask for its sockets

      // Each run adds one notification: stay below 99, where the badge shows "99+".
      const runs = Math.min(context.runs * 2, 90);
      const latencies: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        latencies.push(
          await page.evaluate(
            async ({ selector, run }) => {
              const root = document.querySelector('site-header')?.shadowRoot;
              const badgeText = () => root?.querySelector(selector)?.textContent?.trim() ?? '0';
              const before = Number(badgeText());
              const token = /(?:^|;\s*)csrf_token=([^;]+)/.exec(document.cookie)?.[1];
              if (!root || !token) throw new Error('bench: no header or no csrf_token cookie');
              const shown = new Promise<number>((resolve, reject) => {
                const observer = new MutationObserver(() => {
                  if (Number(badgeText()) === before + 1) {
                    observer.disconnect();
                    resolve(performance.now());
                  }
                });
                observer.observe(root, { subtree: true, childList: true, characterData: true });
                setTimeout(
                  () => reject(new Error('bench: the badge did not change within 10 s')),
                  10_000,
                );
              });
              const start = performance.now();
              const response = await fetch('/dev/notifications', {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  'x-csrf-token': decodeURIComponent(token),
                },
                body: JSON.stringify({
                  userId: 2,
                  messageHtml: `<b>Bench</b> notification ${run + 1}`,
                }),
              });
              if (!response.ok)
                throw new Error(`bench: POST /dev/notifications answered ${response.status}`);
              return (await shown) - start;
            },
            { selector: notificationsBadge, run },
          ),
        );
        await sleep(50);
      }
      const count = (path: string) => sockets.filter((socket) => socket === path).length;
      return {
        figures: [
          valueFigure('realtime.elements', 'shell elements on the page', 'count', elementCount),
          valueFigure(
            'realtime.sockets.graphql',
            'graphql-ws sockets opened (/graphql)',
            'count',
            count('/graphql'),
          ),
          valueFigure(
            'realtime.sockets.notifications',
            'notification sockets opened (/notifications/ws)',
            'count',
            count('/notifications/ws'),
          ),
          statFigure(
            'realtime.badge',
            'POST /dev/notifications → header badge shows the count',
            'ms',
            summarize(latencies),
          ),
        ],
        notes: [
          `Sockets opened: ${sockets.join(', ') || 'none'}. Badge counts stay below 99 (no "99+").`,
        ],
      };
    } finally {
      await browserContext.close();
    }
  },
};
