import { expect, test } from '@playwright/test';
import { ready } from './support.ts';

// A short page's footer is near enough to the first screen for Chromium to
// draw it before the first paint, though the reader sees it only after
// scrolling; it skips the first frame instead and is drawn from the next one
// on (src/microsite/styles/rendered-on-approach.css). Issue 37: the content
// page's work before its first paint, against its lean reference.

declare global {
  interface Window {
    footerAtFirstFrame?: { contentVisibility: string; height: number };
    footerAtSwap?: string;
  }
}

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test('a content page draws its footer after the first frame, not before it, and keeps it drawn', async ({
  page,
}) => {
  // Read in the first animation frame that has the footer: before that
  // frame's style, layout and paint.
  await page.addInitScript(() => {
    const check = () => {
      const footer = document.querySelector('.site-footer');
      if (!footer) {
        requestAnimationFrame(check);
        return;
      }
      window.footerAtFirstFrame = {
        contentVisibility: getComputedStyle(footer).contentVisibility,
        height: Math.round(footer.getBoundingClientRect().height),
      };
    };
    requestAnimationFrame(check);
  });
  await page.goto('/best-design-awards/about/');
  const footer = page.locator('.site-footer');
  // The page is short: the footer starts within two and a half screens of
  // the top, where Chromium draws what is laid out only near the screen.
  const top = await footer.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeLessThan(2.5 * 823);

  await expect.poll(() => page.evaluate(() => window.footerAtFirstFrame)).toBeDefined();
  // Skipped at the first frame: its contents neither styled nor laid out, its
  // box at the estimate.
  expect(await page.evaluate(() => window.footerAtFirstFrame)).toEqual({
    contentVisibility: 'hidden',
    height: 600,
  });

  // From then on, drawn near the screen as any section is: its links there
  // for the reader and for assistive technology, at its real height.
  await expect
    .poll(() => footer.evaluate((element) => getComputedStyle(element).contentVisibility))
    .toBe('auto');
  const drawn = await footer.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    linksShown: [...element.querySelectorAll('a')].every((link) =>
      link.checkVisibility({ contentVisibilityAuto: true }),
    ),
  }));
  expect(drawn.height).toBeGreaterThan(600);
  expect(drawn.linksShown).toBe(true);
  await footer.scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
});

test('a page the router swaps in has its footer drawn whole when the router scrolls it', async ({
  page,
}) => {
  // The router moves the persisted footer into the new page, which starts its
  // first-frame animation again; the page is rendered whole before the router
  // scrolls (render-whole.ts), and that must win over the animation.
  await page.goto('/best-design-awards/');
  // The site's navigation is running (a click before it is a full page load,
  // or the router's alone, without the page drawn whole).
  await ready(page);
  await page.evaluate(() => {
    document.addEventListener('astro:after-swap', () => {
      const footer = document.querySelector('.site-footer');
      if (footer) window.footerAtSwap = getComputedStyle(footer).contentVisibility;
    });
  });
  await page.locator('a[href="/best-design-awards/about/"]').first().click();
  await page.waitForURL(/\/about\/$/);
  await expect.poll(() => page.evaluate(() => window.footerAtSwap)).toBe('visible');
});
