import { expect, test } from '@playwright/test';
import { inkShare } from '../../support/png-colours.ts';

// The footer's social icons are a CSS mask over one file of glyphs
// (src/microsite/chrome/footer-icons.ts): the link's colour shows through the
// glyph. In forced colours the browser paints backgrounds Canvas, which would
// leave an empty circle; the icons keep the link colour there. (Every engine
// paints them in normal colours: tests/e2e/smoke/microsite.smoke.ts.)

test('in forced colours a social icon still shows its glyph, in the link colour', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/best-design-awards/');
  const icon = page.locator('.site-footer__social-link > span').first();
  await icon.scrollIntoViewIfNeeded();
  const colours = await icon.evaluate((element) => {
    const link = getComputedStyle(element.parentElement ?? element);
    return {
      ink: getComputedStyle(element).backgroundColor,
      link: link.color,
      paper: link.backgroundColor,
    };
  });
  expect(colours.ink).toBe(colours.link);
  expect(colours.ink).not.toBe(colours.paper);
  const box = await icon.boundingBox();
  if (!box) throw new Error('the icon has no box');
  // Until the glyph file has loaded (the footer asks for it once drawn:
  // rendered-on-approach.css) the icon is empty.
  const share = async () =>
    inkShare(await page.screenshot(), 1280, box, colours.ink, colours.paper);
  await expect.poll(share).toBeGreaterThan(0.05);
  expect(await share()).toBeLessThan(0.8);
});
