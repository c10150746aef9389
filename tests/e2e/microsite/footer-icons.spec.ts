import { expect, test, type Page } from '@playwright/test';
import { ready } from './support.ts';

// The static footer draws its icons from one cached sprite (icons.svg, same
// origin) instead of inline paths: every `<use>` must reach a symbol, with
// and without JavaScript, and after a navigation that keeps the footer.

const socialIcons = ['facebook', 'twitter', 'instagram', 'linkedin', 'pinterest', 'youtube'];

/** The sprite address and symbol id of each footer icon, and whether it drew a shape. */
function footerIcons(page: Page) {
  return page.locator('footer.site-footer svg.site-icon use').evaluateAll((uses) =>
    uses.map((use) => {
      const href = use.getAttribute('href') ?? '';
      const box = (use as SVGGraphicsElement).getBBox();
      return { href, id: href.split('#')[1] ?? '', drawn: box.width > 0 && box.height > 0 };
    }),
  );
}

async function expectDrawnFromSprite(page: Page) {
  // The sprite loads after the page; a use drawn has a shape of its symbol.
  await expect.poll(async () => (await footerIcons(page)).every((icon) => icon.drawn)).toBe(true);
  const icons = await footerIcons(page);
  expect(icons.map((icon) => icon.id)).toEqual(expect.arrayContaining(socialIcons));
  expect(new Set(icons.map((icon) => icon.href.split('#')[0])).size).toBe(1);
  await expect(page.locator('footer.site-footer svg.site-icon path')).toHaveCount(0);
}

test('the sprite answers with a symbol for every icon the footer uses', async ({ request }) => {
  const html = await (await request.get('/best-design-awards/de/2024/')).text();
  const uses = [...html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)];
  expect(uses.map((match) => match[2])).toEqual(expect.arrayContaining(socialIcons));
  const sprites = new Set(uses.map((match) => match[1]));
  expect([...sprites]).toEqual([expect.stringMatching(/^\/best-design-awards\/icons\.svg\?v=/)]);

  const sprite = await request.get([...sprites][0] ?? '');
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const svg = await sprite.text();
  for (const [, , id] of uses) expect(svg).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
});

test('the footer icons are drawn from the sprite, also after a navigation', async ({ page }) => {
  await page.goto('/best-design-awards/');
  await ready(page);
  await expectDrawnFromSprite(page);
  await page.locator('#years a[href="/best-design-awards/2024/"]').click();
  await expect(page).toHaveURL(/\/2024\/$/);
  await expectDrawnFromSprite(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer icons are drawn from the sprite', async ({ page }) => {
    await page.goto('/best-design-awards/categories/packaging/');
    await expectDrawnFromSprite(page);
  });
});
