import { existsSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webkitMinimumWidth } from '../../support/engines/webkit.ts';
import { browserPerFile } from './support/browser-per-file.ts';

// The smokes' driver itself, in the engine named by ENGINE: each method does
// what engine-page.ts promises, on the reference server's index page.

const handle = browserPerFile();

describe(`the smoke driver in ${handle.engine}`, () => {
  it('opens a page, evaluates in it with arguments and promises, and knows its URL', async () => {
    const page = await handle.browser().newPage();
    await page.goto('/');
    expect(await page.url()).toBe(`${handle.baseUrl}/`);
    expect(
      await page.evaluate((a: number, b: string) => `${document.readyState} ${a} ${b}`, 2, 'x'),
    ).toBe('complete 2 x');
    expect(await page.evaluate(() => Promise.resolve({ list: [1, 2] }))).toEqual({ list: [1, 2] });
    await page.close();
  });

  it('sizes the viewport and says what it got', async () => {
    const page = await handle.browser().newPage();
    await page.goto('/');
    const wide = await page.setViewport(1024, 700);
    expect(wide).toEqual({ width: 1024, height: 700 });
    const narrow = await page.setViewport(375, 700);
    const minimum = handle.engine === 'webkit' ? webkitMinimumWidth : 375;
    expect(narrow).toEqual({ width: minimum, height: 700 });
    expect(await page.evaluate(() => innerWidth)).toBe(minimum);
    await page.close();
  });

  it('waits for a condition, and names it when it never comes', async () => {
    const page = await handle.browser().newPage();
    await page.goto('/');
    await page.evaluate(() => {
      setTimeout(() => document.body.setAttribute('data-later', 'yes'), 300);
    });
    const value = await page.waitFor(
      (name: string) => document.body.getAttribute(name),
      { message: 'the attribute' },
      'data-later',
    );
    expect(value).toBe('yes');
    await expect(
      page.waitFor(() => false, { timeout: 300, message: 'something that never happens' }),
    ).rejects.toThrow(/something that never happens/);
    await page.close();
  });

  it('clicks through shadow roots, refuses what is absent or hidden, and goes back', async () => {
    const page = await handle.browser().newPage();
    await page.goto('/');
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'shadow-host';
      host.style.cssText = 'position: fixed; top: 0; left: 0; z-index: 9';
      const button = document.createElement('button');
      button.textContent = 'inside';
      button.addEventListener('click', (event) => {
        document.body.dataset['clicked'] = `${event.isTrusted} ${event.detail}`;
      });
      host.attachShadow({ mode: 'open' }).append(button);
      const hidden = document.createElement('button');
      hidden.id = 'hidden-button';
      hidden.style.visibility = 'hidden';
      document.body.append(host, hidden);
    });
    await page.click(['#shadow-host', 'button']);
    // A real click: trusted, with a click count.
    expect(await page.evaluate(() => document.body.dataset['clicked'])).toBe('true 1');
    await expect(page.click(['#shadow-host', 'a.nowhere'])).rejects.toThrow(
      /\["#shadow-host","a\.nowhere"\]: nothing matches "a\.nowhere"/,
    );
    await expect(page.click(['#hidden-button'])).rejects.toThrow(/not visible/);

    const start = await page.url();
    await page.click(['a[href^="/demo?"]']);
    await page.waitFor(() => location.pathname === '/demo' && document.readyState === 'complete');
    await page.back();
    expect(await page.url()).toBe(start);
    await page.close();
  });

  it('presses keys on the focused element', async () => {
    const page = await handle.browser().newPage();
    await page.goto('/');
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'typed';
      input.addEventListener('keydown', (event) => {
        input.dataset['keys'] = `${input.dataset['keys'] ?? ''}[${event.key}]`;
      });
      document.body.prepend(input);
      input.focus();
    });
    await page.press(' ');
    await page.press('Enter');
    await page.press('Escape');
    expect(await page.evaluate(() => document.querySelector('input')?.dataset['keys'])).toBe(
      '[ ][Enter][Escape]',
    );
    await page.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('typed');
    await page.close();
  });

  it('takes a screenshot', async () => {
    const page = await handle.browser().newPage();
    await page.goto('/');
    const file = `reports/screenshots/smoke/${handle.engine}/driver.png`;
    rmSync(file, { force: true });
    await page.screenshot(file);
    expect(existsSync(file)).toBe(true);
    await page.close();
  });
});
