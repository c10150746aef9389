import { expect, test } from '@playwright/test';
import { pageAddresses, pausedClock, ready, scrollY } from './support.ts';

// spec §2, §9: a hash link on the same page scrolls smoothly (instantly under
// reduced motion); navigation to another page scrolls to the top, or to its
// anchor, after 400 ms; going back restores the saved scroll position after
// 400 ms; page transitions enter and exit in 400 ms. Timed with the page clock.
// A reload after a jump keeps the reader's place.

test.describe('with the page clock', () => {
  test.beforeEach(async ({ page }) => {
    await pausedClock(page);
  });

  test('a navigation to another page swaps and scrolls to the top 400 ms after the click', async ({
    page,
  }) => {
    await page.goto('/best-design-awards/');
    await ready(page);
    const link = page.locator('#years a[href="/best-design-awards/2024/"]');
    await link.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    // What the reader sees stays put (the page may grow above the link as it
    // is rendered whole on the click, render-whole.ts: the link stays).
    const linkTop = () =>
      link.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const before = await linkTop();

    const loaded = page.waitForResponse(pageAddresses('/best-design-awards/2024/'));
    await link.click();
    await loaded;
    await page.clock.runFor(399);
    await expect(page.locator('html')).toHaveAttribute('data-awards-navigation', 'exit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Design Awards');
    expect(await linkTop()).toBe(before);

    await page.clock.runFor(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Craft in the age of AI');
    expect(await scrollY(page)).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('data-awards-navigation', 'enter');
    await page.clock.runFor(399);
    await expect(page.locator('html')).toHaveAttribute('data-awards-navigation', 'enter');
    await page.clock.runFor(1);
    await expect(page.locator('html')).not.toHaveAttribute('data-awards-navigation');
  });

  test('a link to an anchor of another page scrolls to the anchor after 400 ms', async ({
    page,
  }) => {
    await page.goto('/best-design-awards/2024/');
    await ready(page);
    await page.evaluate(() =>
      document
        .querySelector('main')
        ?.insertAdjacentHTML(
          'afterbegin',
          '<a id="to-anchor" href="/best-design-awards/2023/#packaging">2023 packaging</a>',
        ),
    );
    const loaded = page.waitForResponse(pageAddresses('/best-design-awards/2023/'));
    await page.locator('#to-anchor').click();
    await loaded;
    await page.clock.runFor(399);
    expect(await scrollY(page)).toBe(0);
    await page.clock.runFor(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Less, but better');
    await expect(page).toHaveURL(/\/2023\/#packaging$/);
    const anchorTop = await page.evaluate(() =>
      Math.round(
        (document.getElementById('packaging')?.getBoundingClientRect().top ?? -1) + window.scrollY,
      ),
    );
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    expect(Math.abs((await scrollY(page)) - anchorTop)).toBeLessThan(40);
  });

  test('going back restores the saved scroll position 400 ms later', async ({ page }) => {
    await page.goto('/best-design-awards/');
    await ready(page);
    const link = page.locator('#years a[href="/best-design-awards/2022/"]');
    await link.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    // Where the link is on screen: the page may grow above it as it is
    // rendered whole before the router saves the position (render-whole.ts).
    const linkTop = () =>
      link.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const seen = await linkTop();
    await link.click();
    await page.clock.runFor(400);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Local roots');
    expect(await scrollY(page)).toBe(0);
    await page.clock.runFor(1_000);

    const loaded = page.waitForResponse(pageAddresses('/best-design-awards/'));
    await page.goBack({ waitUntil: 'commit' });
    await loaded;
    await page.clock.runFor(399);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Local roots');
    await page.clock.runFor(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Design Awards');
    expect(await scrollY(page)).toBeGreaterThan(500);
    expect(await linkTop()).toBe(seen);
  });
});

test.describe('same-page hash links', () => {
  test('scroll smoothly to the anchor', async ({ page }) => {
    await page.goto('/best-design-awards/');
    await ready(page);
    const target = await page.evaluate(() =>
      Math.round(
        (document.getElementById('winners')?.getBoundingClientRect().top ?? 0) + window.scrollY,
      ),
    );
    await page.locator('.hero a[href="#winners"]').click();
    // Part of the way there first: a smooth scroll, not a jump.
    const early = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
        ),
    );
    expect(early).toBeLessThan(target - 5);
    await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(target - 2);
    await expect(page).toHaveURL(/#winners$/);
  });

  test('jump without animation under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/best-design-awards/');
    await ready(page);
    const target = await page.evaluate(() =>
      Math.round(
        (document.getElementById('winners')?.getBoundingClientRect().top ?? 0) + window.scrollY,
      ),
    );
    await page.locator('.hero a[href="#winners"]').click();
    expect(Math.abs((await scrollY(page)) - target)).toBeLessThanOrEqual(2);
  });
});

test.describe('a reload', () => {
  test('keeps the reader where they were, though the page below the first screen is drawn as it nears', async ({
    page,
  }) => {
    await page.goto('/best-design-awards/');
    await ready(page);
    const link = page.locator('#years a[href="/best-design-awards/2022/"]');
    await link.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    // The router saves the position in the history entry once the scrolling
    // ends (after a jump, once what lies above the screen is drawn:
    // render-whole.ts).
    await expect
      .poll(() =>
        page.evaluate(
          () => (history.state as { scrollY?: number } | null)?.scrollY === window.scrollY,
        ),
      )
      .toBe(true);
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(
        () => (history.state as { scrollY?: number } | null)?.scrollY === window.scrollY,
      ),
    ).toBe(true);
    const linkTop = () =>
      link.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const seen = await linkTop();

    await page.reload();
    await ready(page);
    // Scrolled to the saved position in the page rendered whole
    // (render-whole.ts), not in one laid out at the estimated heights.
    await expect.poll(linkTop).toBe(seen);
    expect(
      await page.evaluate(
        () => getComputedStyle(document.querySelector('.site-footer') as Element).contentVisibility,
      ),
    ).toBe('visible');
  });
});
