import { describe, expect, it } from 'vitest';
import type { EnginePage } from '../../support/engines/driver/engine-page.ts';
import { browserPerFile } from './support/browser-per-file.ts';
import { drawerState, dropdownState, inHeader, menuButton } from './support/demo-page.ts';

// A logged-out, server-rendered demo page in the engine named by ENGINE
// (issue 37): its chrome works before any script, and the bundle's small
// module defines the elements without fetching React or the views. They come
// when the reader reaches for a control that needs them, and the tap that
// asked for them is not lost.

const handle = browserPerFile();
const desktop = { width: 1280, height: 800 };
const page = (site: string, locale: string) =>
  `/demo?${new URLSearchParams({ site, locale, role: 'logged-out' })}`;

/** What the page has fetched of the elements' code, and whether the header is hydrated. */
function elementsCode() {
  const names = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/dist-elements/'));
  return {
    defined: customElements.get('site-header') !== undefined,
    views: names.filter((path) => path.includes('/chunks/views-')).length,
    modules: names.filter((path) => path.endsWith('.js')).length,
    headerHydrated:
      (document.querySelector('site-header')?.shadowRoot?.adoptedStyleSheets.length ?? 0) > 0,
  };
}

/** Opens the page (at desktop width by default) and waits until the bundle has defined the elements (after the first paint). */
async function openDefined(
  browserPage: EnginePage,
  site: string,
  locale: string,
  viewport = desktop,
): Promise<void> {
  await browserPage.setViewport(viewport.width, viewport.height);
  await browserPage.goto(page(site, locale));
  await browserPage.waitFor(() => customElements.get('site-footer') !== undefined, {
    message: 'the bundle to define the elements',
    timeout: 15_000,
  });
}

describe(`a logged-out server-rendered page before the reader acts, in ${handle.engine}`, () => {
  it('defines the elements with the small module alone: no React, no views', async () => {
    const browserPage = await handle.browser().newPage();
    await openDefined(browserPage, 'us-en', 'en-US');
    // Time for anything that would load after the definitions to have started.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const code = await browserPage.evaluate(elementsCode);
    expect(code).toEqual({ defined: true, views: 0, modules: 1, headerHydrated: false });
  });

  it('opens a dropdown from the tap that fetched the views, and keeps the focus on its button', async () => {
    const browserPage = await handle.browser().newPage();
    await openDefined(browserPage, 'us-en', 'en-US');
    const button = inHeader('.site-dropdown__button');
    const panelId = await browserPage.evaluate(
      () =>
        document
          .querySelector('site-header')
          ?.shadowRoot?.querySelector('.site-dropdown__button')
          ?.getAttribute('aria-controls') ?? '',
    );
    expect(panelId).not.toBe('');
    expect((await browserPage.evaluate(elementsCode)).views).toBe(0);
    await browserPage.click(button);
    const state = await browserPage.waitFor(
      (id: string) => {
        const header = document.querySelector('site-header')?.shadowRoot;
        const panel = header?.getElementById(id);
        const opener = header?.querySelector(`button[aria-controls="${id}"]`);
        return opener?.getAttribute('aria-expanded') === 'true' && panel?.checkVisibility()
          ? { focused: header?.activeElement === opener }
          : null;
      },
      { message: 'the dropdown to open from the held tap', timeout: 15_000 },
      panelId,
    );
    expect(state?.focused).toBe(true);
    expect((await browserPage.evaluate(dropdownState, panelId)).hrefs.length).toBeGreaterThan(0);
    const code = await browserPage.evaluate(elementsCode);
    expect(code.views).toBe(1);
    expect(code.headerHydrated).toBe(true);
  });

  it('announces a language choice with site-language-change before React, and the page may cancel it', async () => {
    const browserPage = await handle.browser().newPage();
    await openDefined(browserPage, 'de-de', 'de-DE');
    await browserPage.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { languageChoices: string[] }).languageChoices = seen;
      document.addEventListener('site-language-change', (event) => {
        seen.push((event as CustomEvent<{ locale: string }>).detail.locale);
        event.preventDefault();
      });
    });
    const href = await browserPage.evaluate(() => location.href);
    await browserPage.click([
      'site-footer',
      '.site-language-switcher a[hreflang]:not([aria-current="true"])',
    ]);
    const choices = await browserPage.waitFor(
      () => {
        const seen = (window as unknown as { languageChoices: string[] }).languageChoices;
        return seen.length > 0 ? seen : null;
      },
      { message: 'site-language-change' },
    );
    expect(choices).toHaveLength(1);
    expect(choices?.[0]).toMatch(/^[a-z]{2}-DE$/);
    // Cancelled: the page stays where it was.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await browserPage.evaluate(() => location.href)).toBe(href);
  });

  // Natively where the engine has invoker commands; in WebKitGTK (no invoker
  // commands) the tap is held until the views have the header, then replayed.
  it('opens the drawer from a tap on the menu button at a phone’s width', async () => {
    const browserPage = await handle.browser().newPage();
    await openDefined(browserPage, 'us-en', 'en-US', { width: 375, height: 800 });
    await browserPage.click(menuButton);
    const state = await browserPage.waitFor(
      (side: 'left' | 'right') => {
        const dialog = document
          .querySelector('site-header')
          ?.shadowRoot?.getElementById(`site-drawer-${side}`);
        return dialog instanceof HTMLDialogElement && dialog.open ? true : null;
      },
      { message: 'the left drawer to open', timeout: 15_000 },
      'left' as const,
    );
    expect(state).toBe(true);
    expect((await browserPage.evaluate(drawerState, 'left')).open).toBe(true);
  });
});
