import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeOf } from '../../support/axe.ts';

// The workbench (issue 19), as `npm start` serves it: one page per element,
// generated from the specs' examples. Each page renders every example, is
// axe clean, and its controls change the playground's element and the markup
// to copy as the user types; the element's events are logged.

interface ElementExamples {
  tag: string;
  examples: { name: string }[];
}
const elements = JSON.parse(
  readFileSync(new URL('../../../dist-elements/workbench/examples.json', import.meta.url), 'utf8'),
) as ElementExamples[];

const pageOf = (tag: string) => `/dist-elements/workbench/${tag}.html`;

/** Every element on the page has rendered (each `ready` resolved); how many there are. */
function everyElementReady(page: Page, tag: string): Promise<number> {
  return page.evaluate(async (name) => {
    await customElements.whenDefined(name);
    const found = [...document.querySelectorAll(name)] as (HTMLElement & {
      ready: Promise<void>;
    })[];
    await Promise.all(found.map((element) => element.ready));
    return found.length;
  }, tag);
}

test('the index links every element page', async ({ page }) => {
  await page.goto('/dist-elements/workbench/index.html');
  for (const { tag } of elements) {
    await expect(page.locator(`main a[href="${tag}.html"]`)).toBeVisible();
  }
  await page.goto('/');
  await expect(page.locator('a[href="/dist-elements/workbench/index.html"]')).toBeVisible();
});

for (const { tag, examples } of elements) {
  test(`<${tag}>: every example renders, the page is axe clean`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        errors.push(message.text());
      }
    });
    await page.goto(pageOf(tag));
    for (const example of examples) {
      await expect(page.locator(`#example-${example.name} ${tag}`)).toHaveCount(1);
    }
    // The examples (the test-only ones too) and the playground's element.
    const articles = await page.locator('.wb-example').count();
    expect(articles).toBeGreaterThanOrEqual(examples.length);
    // Every example's element and the playground's have rendered (`ready` rejects if one cannot).
    expect(await everyElementReady(page, tag)).toBe(articles + 1);
    // A <pre> has the generic role, which may not be named (ARIA in HTML, issue 36).
    expect(await page.locator('pre').count()).toBeGreaterThan(0);
    await expect(page.locator('pre[aria-labelledby], pre[aria-label]')).toHaveCount(0);
    // The page shows the same element many times on purpose, so its landmarks
    // repeat; the demo pages, with one of each, are checked with this rule.
    const results = await axeOf(page).disableRules(['landmark-unique']).analyze();
    expect(
      results.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      })),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a control changes the element, the HTML to copy and the server-rendered fragment', async ({
  page,
}) => {
  await page.goto(pageOf('site-footer'));
  const element = page.locator('#live > site-footer');
  await page.getByLabel('variant', { exact: true }).selectOption('focused');
  await expect(element).toHaveAttribute('variant', 'focused');
  await expect(page.locator('#snippet-html')).toContainText('variant="focused"');
  await expect(page.locator('#snippet-react')).toContainText('variant="focused"');
  await expect(page.locator('#snippet-server')).toContainText('<template shadowrootmode="open">');
  await expect(page.locator('#snippet-server')).toContainText('variant="focused"');

  // Typing: each keystroke reaches the element.
  const site = page.getByLabel('site', { exact: true });
  await site.fill('');
  await site.pressSequentially('de-de');
  await expect(element).toHaveAttribute('site', 'de-de');
  await expect(page.locator('#snippet-include')).toContainText('site=de-de');

  // A bad value: the element logs and keeps its default, the server says why.
  await page.getByLabel('locale', { exact: true }).fill('xx');
  await expect(page.locator('#snippet-server')).toContainText('The server refused');

  // A presence boolean.
  await page.getByLabel('hide-login', { exact: true }).check();
  await expect(element).toHaveAttribute('hide-login', '');
  await expect(page.locator('#snippet-astro')).toContainText("'hide-login': true");
});

test('an example loads into the playground; a CSS custom property themes it', async ({ page }) => {
  await page.goto(pageOf('site-header'));
  await page
    .locator('#example-designer-ja')
    .getByRole('button', { name: 'Edit in the playground' })
    .click();
  const element = page.locator('#live > site-header');
  await expect(element).toHaveAttribute('locale', 'ja-JP');
  await expect(element).toHaveAttribute('user-role', 'designer');
  await expect(page.getByLabel('site', { exact: true })).toBeFocused();

  // The pickers start at the element's own values (tokens.css), not at black.
  await expect(page.getByLabel('--site-color-brand')).toHaveValue('#4338ca');
  await expect(page.getByLabel('--site-font')).not.toHaveValue('');
  await page.getByLabel('--site-color-brand').fill('#aa0000');
  await expect(page.locator('#theme-css')).toContainText('--site-color-brand: #aa0000;');
  expect(
    await element.evaluate((header) =>
      getComputedStyle(header).getPropertyValue('--site-color-brand').trim(),
    ),
  ).toBe('#aa0000');
});

test("the element's events are logged as they fire", async ({ page }) => {
  // Drawers are the phone's: wider, they close.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(pageOf('site-drawer'));
  await everyElementReady(page, 'site-drawer');
  await page.getByRole('button', { name: 'Open the left drawer' }).click();
  await expect(page.locator('#event-log')).toContainText(
    'site-drawer-open from <site-drawer> in the playground: {"side":"left"}',
  );
});
