import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { errorPagePaths, ready, sitemapPaths } from './support.ts';

// issue 7: axe with zero violations on every page of the sitemap (and the
// error pages), on a phone and on a desktop screen.

const pages = [...sitemapPaths(), ...errorPagePaths];

test('the sitemap lists every page of both sites', () => {
  expect(pages.length).toBeGreaterThanOrEqual(2 * (1 + 8 + 5));
});

for (const path of pages) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await ready(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((violation) => ({
          width,
          id: violation.id,
          nodes: violation.nodes.map((node) => node.target.join(' ')),
        })),
      ).toEqual([]);
    }
  });
}
