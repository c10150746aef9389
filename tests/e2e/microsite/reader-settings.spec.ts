import { expect, test } from '@playwright/test';
import { ready } from './support.ts';

// The microsite's chrome under a reader's settings (the elements' own tests,
// tests/elements/reader-settings.test.html, run in every engine): reduced
// motion stops every animation of the chrome, the drawer's backdrop fade
// included; the browser's default font size sizes its text; the skip link
// moves the focus.

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

test('with reduced motion, nothing of the chrome animates, the drawer’s backdrop included', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/best-design-awards/');
  await ready(page);
  await page.getByRole('button', { name: 'Open main menu' }).tap();
  const drawer = page.locator('dialog#site-drawer-left');
  await expect(drawer).toBeVisible();
  const moving = await page.evaluate(() => {
    const chrome = document.querySelectorAll(
      '.site-header, .site-header *, .site-drawer, .site-drawer *, .site-footer, .site-footer *',
    );
    const found: string[] = [];
    const check = (node: Element, pseudo: string | null) => {
      const style = getComputedStyle(node, pseudo);
      for (const value of [
        style.animationDuration,
        style.transitionDuration,
        style.animationDelay,
        style.transitionDelay,
      ]) {
        if (value.split(',').some((part) => part.trim() !== '0s')) {
          found.push(
            `${node.localName}.${node.getAttribute('class') ?? ''}${pseudo ?? ''}: ${value}`,
          );
        }
      }
    };
    for (const node of chrome) {
      check(node, null);
      if (node.localName === 'dialog') check(node, '::backdrop');
    }
    return found;
  });
  expect(moving).toEqual([]);
  // The backdrop's own style was read: it still has its animation, of no length.
  const backdrop = await drawer.evaluate((dialog) => {
    const style = getComputedStyle(dialog, '::backdrop');
    return [style.animationName, style.animationDuration];
  });
  expect(backdrop).toEqual(['site-backdrop-in', '0s']);
});

test('the skip link moves the focus to the main content', async ({ page }) => {
  await page.goto('/best-design-awards/');
  await ready(page);
  await page.keyboard.press('Tab');
  const skip = page.locator('.site-skip-link');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const target = await skip.getAttribute('href');
  await expect(page.locator(target ?? '#main')).toBeFocused();
});

test('the chrome’s text follows the browser’s default font size', async ({ page }) => {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  await page.goto('/best-design-awards/');
  await expect(page.locator('.site-drawer__title').first()).toHaveCSS('font-size', '32px');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
