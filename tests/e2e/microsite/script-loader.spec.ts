import { expect, test, type Page } from '@playwright/test';
import { ready } from './support.ts';

// spec §4, issue 7: a script loader with the post-hydrate, idle and
// off-main-thread strategies (the last through Partytown and the proxy); each
// script added once per id or source; load and error callbacks replayed if
// the event already happened; scripts removed on unmount. The test declares
// scripts on a real page by rewriting its HTML, as <ThirdPartyScript> would.

const declared = [
  '<template data-third-party-script data-strategy="post-hydrate" data-src="https://cdn.partner.test/post.js"></template>',
  '<template data-third-party-script data-strategy="post-hydrate" data-src="https://cdn.partner.test/post.js"></template>',
  '<template data-third-party-script data-strategy="post-hydrate" data-id="consent">window.consentRuns = (window.consentRuns || 0) + 1;</template>',
  '<template data-third-party-script data-strategy="idle" data-src="https://cdn.partner.test/idle.js"></template>',
  '<template data-third-party-script data-strategy="off-main-thread" data-src="https://cdn.partner.test/worker.js"></template>',
].join('');

const thirdParty: Record<string, string> = {
  'https://cdn.partner.test/post.js': 'window.postRuns = (window.postRuns || 0) + 1;',
  'https://cdn.partner.test/idle.js': 'window.idleRuns = (window.idleRuns || 0) + 1;',
  // In Partytown's worker `document` is a proxy of the page's: this marks the page from the worker.
  'https://cdn.partner.test/worker.js':
    'document.documentElement.setAttribute("data-worker-ran", "yes");',
};

async function declareScripts(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<main[^>]*>)/, `$1${declared}`);
    await route.fulfill({ response, body: html });
  });
}

async function serveThirdParty(page: Page) {
  const proxied: string[] = [];
  const direct: string[] = [];
  await page.context().route('https://cdn.partner.test/**', (route) => {
    direct.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: thirdParty[route.request().url()] ?? '',
    });
  });
  await page.context().route('**/best-design-awards/~partytown-proxy?*', (route) => {
    const target = new URL(route.request().url()).searchParams.get('url') ?? '';
    proxied.push(target);
    return route.fulfill({
      contentType: 'text/javascript',
      headers: { 'access-control-allow-origin': '*' },
      body: thirdParty[target] ?? '',
    });
  });
  return { proxied, direct };
}

const runs = (page: Page) =>
  page.evaluate(() => {
    const scope = window as unknown as Record<string, number | undefined>;
    return {
      post: scope['postRuns'] ?? 0,
      consent: scope['consentRuns'] ?? 0,
      idle: scope['idleRuns'] ?? 0,
    };
  });

test('adds each declared script once, with its strategy', async ({ page }) => {
  await serveThirdParty(page);
  await declareScripts(page, '/best-design-awards/2024/');
  await page.goto('/best-design-awards/2024/');
  await ready(page);

  await expect.poll(() => runs(page)).toEqual({ post: 1, consent: 1, idle: 1 });
  await expect(page.locator('script[src="https://cdn.partner.test/post.js"]')).toHaveCount(1);
  await expect(page.locator('script#consent')).toHaveCount(1);
  await expect(page.locator('script[data-awards-script="idle"]')).toHaveCount(1);
  // Partytown marks the scripts it has run: text/partytown-x.
  await expect(page.locator('script[src="https://cdn.partner.test/worker.js"]')).toHaveAttribute(
    'type',
    /^text\/partytown/,
  );
});

test('runs the off-main-thread script in Partytown, fetched through the proxy', async ({
  page,
}) => {
  const { proxied, direct } = await serveThirdParty(page);
  await declareScripts(page, '/best-design-awards/2024/');
  const partytown = page.waitForResponse((response) =>
    response.url().endsWith('/~partytown/partytown.js'),
  );
  await page.goto('/best-design-awards/2024/');
  expect((await partytown).ok()).toBe(true);
  await expect
    .poll(() => proxied, { timeout: 15_000 })
    .toContain('https://cdn.partner.test/worker.js');
  // It ran (in the worker, writing to the page through Partytown), and the
  // main thread never fetched it itself.
  await expect(page.locator('html')).toHaveAttribute('data-worker-ran', 'yes', { timeout: 15_000 });
  expect(direct).not.toContain('https://cdn.partner.test/worker.js');
});

test('replays a load that already happened and never adds the script again', async ({ page }) => {
  await serveThirdParty(page);
  await declareScripts(page, '/best-design-awards/2024/');
  await page.goto('/best-design-awards/2024/');
  await ready(page);
  await expect.poll(() => runs(page)).toMatchObject({ post: 1 });

  const replayed = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const key = Symbol.for('best-design-awards.script-loader.v1');
        const loader = (window as unknown as Record<symbol, { load(request: object): () => void }>)[
          key
        ];
        loader?.load({
          src: 'https://cdn.partner.test/post.js',
          strategy: 'post-hydrate',
          onLoad: (event: Event) => resolve(event.type),
        });
      }),
  );
  expect(replayed).toBe('load');
  await expect(page.locator('script[src="https://cdn.partner.test/post.js"]')).toHaveCount(1);
  expect((await runs(page)).post).toBe(1);
});

test('removes the scripts when the reader leaves the page, and does not run them twice on return', async ({
  page,
}) => {
  await serveThirdParty(page);
  await declareScripts(page, '/best-design-awards/2024/');
  await page.goto('/best-design-awards/2024/');
  await ready(page);
  await expect.poll(() => runs(page)).toEqual({ post: 1, consent: 1, idle: 1 });

  await page.locator('.pager a[rel=prev]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Less, but better');
  await expect(page.locator('script[data-awards-script]')).toHaveCount(0);

  await page.locator('.pager a[rel=next]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Craft in the age of AI');
  await page.waitForTimeout(500);
  expect(await runs(page)).toEqual({ post: 1, consent: 1, idle: 1 });
});
