import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnginePage } from '../../support/engines/driver/engine-page.ts';
import { browserPerFile } from './support/browser-per-file.ts';

// The workbench (issue 19) in the engine named by ENGINE: the footer's page
// renders every example, and a control changes the playground's element and
// the HTML to copy. Chromium's Playwright test (tests/e2e/demo/workbench.spec.ts)
// covers the rest: every page, axe, events, themes.

const handle = browserPerFile();

describe(`the workbench in ${handle.engine}`, () => {
  let page: EnginePage;
  beforeAll(async () => {
    page = await handle.browser().newPage();
    await page.goto('/dist-elements/workbench/site-footer.html');
  });
  afterAll(async () => {
    await page.close();
  });

  it('renders the element in every example', async () => {
    const counts = await page.evaluate(async () => {
      await customElements.whenDefined('site-footer');
      const footers = [...document.querySelectorAll('site-footer')] as (HTMLElement & {
        ready: Promise<void>;
      })[];
      await Promise.all(footers.map((footer) => footer.ready));
      return {
        examples: document.querySelectorAll('.wb-example').length,
        rendered: footers.filter((footer) => footer.shadowRoot?.querySelector('[part~="footer"]'))
          .length,
      };
    });
    expect(counts.examples).toBeGreaterThan(10);
    expect(counts.rendered).toBe(counts.examples + 1);
  });

  it('a control changes the element and the HTML to copy', async () => {
    await page.evaluate(() => {
      const select = document.getElementById('control-variant') as HTMLSelectElement;
      select.value = 'reduced';
      select.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const state = await page.waitFor(() => {
      const footer = document.querySelector('#live > site-footer');
      const html = document.getElementById('snippet-html')?.textContent ?? '';
      return footer?.getAttribute('variant') === 'reduced' && html.includes('variant="reduced"')
        ? 'changed'
        : null;
    });
    expect(state).toBe('changed');
  });
});
