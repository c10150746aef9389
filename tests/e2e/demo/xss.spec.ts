import { expect, test } from '@playwright/test';
import { xssPayloads } from '../../support/xss-payloads.ts';
import { openDemo, post, seeded } from './support.ts';

// Hostile notification HTML through the real server and the real view: no
// script runs, no handler or javascript: URL reaches the DOM.

test(`${xssPayloads.length} XSS payloads in notifications: nothing executes`, async ({ page }) => {
  expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await openDemo(page, { site: 'us-en', locale: 'en-US', role: 'designer' });
  const bell = page.locator('site-header').getByRole('button', { name: /^Notifications,/ });
  const panel = page.locator('site-header').locator('#site-notifications-panel');
  // The list shows the newest 50: send the payloads in batches and look at each.
  for (let start = 0; start < xssPayloads.length; start += 40) {
    const batch = xssPayloads.slice(start, start + 40);
    for (const messageHtml of batch) {
      await post(page, '/dev/notifications', {
        userId: Number(seeded.designer),
        messageHtml,
        destinationUrl: 'javascript:window.__xss="destination"',
      });
    }
    await bell.hover();
    await page.waitForTimeout(1600); // the hover refetch is debounced (1000 ms, at most 1500 ms)
    await bell.click();
    await expect(panel.locator('li').nth(batch.length - 1)).toBeAttached();
    await page.waitForTimeout(300);
    const findings = await panel.evaluate((root) => {
      const bad: string[] = [];
      for (const node of root.querySelectorAll('*')) {
        for (const attribute of node.attributes) {
          if (/^on/i.test(attribute.name)) bad.push(`${node.localName} ${attribute.name}`);
          if (
            /^\s*(javascript|vbscript|data):/i.test(attribute.value) &&
            /href|src|action|formaction|xlink:href/i.test(attribute.name)
          ) {
            bad.push(`${node.localName} ${attribute.name}=${attribute.value}`);
          }
        }
        if (
          ['script', 'iframe', 'object', 'embed', 'form', 'style', 'base', 'meta'].includes(
            node.localName,
          )
        )
          bad.push(node.localName);
      }
      return bad;
    });
    expect(findings).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
    ).toBeUndefined();
    await bell.click();
  }
});
