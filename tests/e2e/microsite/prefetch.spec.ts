import { expect, test, type Page } from '@playwright/test';
import { pageOfPath, pausedClock, ready } from './support.ts';

// spec §9: prefetch starts after 3 s, in batches of 4 every 3 s; skipped on
// 2g connections, with data saver on, for crawler user agents and for pages
// already loaded.

/** The addresses requested for prefetching (not the navigation's own fetches). */
function prefetchRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const purpose = request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '';
    if (purpose.includes('prefetch')) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The addresses the page asked to prefetch, in order. */
const prefetchFiles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );

/** The pages prefetched, in order: a page of the site is prefetched as its navigation document. */
const prefetchLinks = async (page: Page) => (await prefetchFiles(page)).map(pageOfPath);

function overrideConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  return page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

test.describe('on a normal connection', () => {
  test('starts after 3 s and prefetches 4 pages every 3 s', async ({ page }) => {
    // Tall enough that every link is in the viewport: only visible links are prefetched.
    await page.setViewportSize({ width: 1280, height: 4000 });
    await pausedClock(page);
    const requested = prefetchRequests(page);
    await page.goto('/best-design-awards/');
    await ready(page);
    await page.clock.runFor(2_999);
    expect(await prefetchLinks(page)).toEqual([]);

    await page.clock.runFor(1);
    const first = await prefetchLinks(page);
    expect(first).toHaveLength(4);
    expect(first).not.toContain('/best-design-awards/');
    const files = await prefetchFiles(page);
    expect(files.every((path) => path.endsWith('/index.nav.html'))).toBe(true);
    await expect.poll(() => requested.length).toBe(4);
    expect(requested.sort()).toEqual([...files].sort());

    await page.clock.runFor(2_999);
    expect(await prefetchLinks(page)).toHaveLength(4);
    await page.clock.runFor(1);
    const second = await prefetchLinks(page);
    expect(second).toHaveLength(8);
    expect(new Set(second).size).toBe(8);
  });

  test('never prefetches a page already loaded', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/best-design-awards/2024/');
    await ready(page);
    await page.locator('.pager a[rel=prev]').click();
    await page.clock.runFor(400);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Less, but better');
    // The viewport's links are reported by the browser in real time, the schedule runs on
    // the paused clock: move it on a batch at a time until the new page's links are seen.
    await expect
      .poll(async () => {
        await page.clock.runFor(3_000);
        return (await prefetchLinks(page)).length;
      })
      .toBeGreaterThan(4);
    const prefetched = await prefetchLinks(page);
    expect(prefetched).not.toContain('/best-design-awards/2024/');
    expect(prefetched).not.toContain('/best-design-awards/2023/');
  });
});

test('prefetches only the pages linked from the viewport, each once (issue 21)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await pausedClock(page);
  const requested = prefetchRequests(page);
  await page.goto('/best-design-awards/');
  await ready(page);
  /** The pages linked from the part of the page on screen now. */
  const onScreen = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/best-design-awards/"]')]
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
        })
        .map((link) => new URL(link.href).pathname),
    );
  const firstScreen = new Set(await onScreen());
  await page.clock.runFor(30_000);
  const first = await prefetchLinks(page);
  expect(first.length).toBeGreaterThan(0);
  for (const path of first) expect(firstScreen, `${path} was on screen`).toContain(path);

  // The rest of the page comes into view: the next batches fetch its pages, never one twice.
  await page.evaluate(() => scrollTo(0, document.body.scrollHeight / 2));
  expect((await onScreen()).filter((path) => !first.includes(path)).length).toBeGreaterThan(0);
  // Intersection observers hear of the scroll at the next rendering update, not at
  // once: wait for it, or the clock can run the batches before the page knows.
  // An observer made now reports in the same update as the page's own, after it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        });
        for (const link of document.querySelectorAll('a[href^="/best-design-awards/"]'))
          observer.observe(link);
      }),
  );
  await page.clock.runFor(30_000);
  const all = await prefetchLinks(page);
  expect(all.slice(0, first.length)).toEqual(first);
  expect(all.length).toBeGreaterThan(first.length);
  expect(new Set(all).size).toBe(all.length);
  await expect.poll(() => requested.length).toBe(all.length);
  expect(new Set(requested).size).toBe(requested.length);
});

test.describe('skipped', () => {
  test('on a 2g connection', async ({ page }) => {
    await overrideConnection(page, { effectiveType: '2g', saveData: false });
    await pausedClock(page);
    const requested = prefetchRequests(page);
    await page.goto('/best-design-awards/');
    await ready(page);
    await page.clock.runFor(30_000);
    expect(await prefetchLinks(page)).toEqual([]);
    expect(requested).toEqual([]);
  });

  test('with data saver on', async ({ page }) => {
    await overrideConnection(page, { effectiveType: '4g', saveData: true });
    await pausedClock(page);
    await page.goto('/best-design-awards/');
    await ready(page);
    await page.clock.runFor(30_000);
    expect(await prefetchLinks(page)).toEqual([]);
  });

  test.describe('for a crawler', () => {
    test.use({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });

    test('with a bot user agent', async ({ page }) => {
      await pausedClock(page);
      await page.goto('/best-design-awards/');
      await ready(page);
      await page.clock.runFor(30_000);
      expect(await prefetchLinks(page)).toEqual([]);
    });
  });
});
