import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../support/engines/chromium.ts';
import { freePort } from '../../support/free-port.ts';
import { alternateUsers } from './alternating-users.ts';
import { startBackend, type Backend } from './backend.ts';
import type { Address } from './edge-config.ts';
import {
  badVariant,
  chromeAttributes,
  escapeAttribute,
  fragmentPath,
  withoutPersonal,
  type Dialect,
  type PageKind,
} from './legacy-page.ts';
import type { Edge } from './edge.ts';
import { layoutShiftsOf, recordLayoutShifts } from '../../support/layout-shifts.ts';
import { errorTextsIn, fragmentLinks, personalBitsIn, readChrome } from './page-reading.ts';
import { startTemplateOrigin, type TemplateOrigin } from './template-origin.ts';
import { visitors, type Visitor } from './visitors.ts';

// The checks every edge recipe must pass, through the real nginx or varnishd,
// in front of the real fragment endpoint and a legacy template origin, read
// in Chromium as a reader gets the page (docs/elements/edge.md).

export interface EdgeUnderTest {
  name: string;
  dialect: Dialect;
  start(backends: { fragments: Address; templates: Address }): Promise<Edge>;
}

const phone = { width: 375, height: 800 };

declare global {
  interface Window {
    /** The header's first node as the server sent it, kept before the bundle loads. */
    serverHeader?: Element | null | undefined;
  }
}

export function describeEdge(edge: EdgeUnderTest): void {
  describe(`the chrome behind ${edge.name}`, () => {
    let backend: Backend | undefined;
    let origin: TemplateOrigin | undefined;
    let server: Edge;
    let browser: Browser | undefined;

    beforeAll(async () => {
      backend = await startBackend(await freePort());
      origin = await startTemplateOrigin(edge.dialect);
      server = await edge.start({ fragments: backend.address, templates: origin.address });
      browser = await chromium.launch(chromiumLaunchOptions);
    });

    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await origin?.close();
      await backend?.stop();
    });

    /** Opens `path` through the edge as `visitor`, with JavaScript on or off. */
    async function open(visitor: Visitor, path: string, javaScript: boolean) {
      if (!browser) throw new Error('no browser');
      const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: phone });
      if (visitor.session) {
        await context.addCookies([{ name: 'session', value: visitor.session, url: server.origin }]);
      }
      const page = await context.newPage();
      const response = await page.goto(`${server.origin}${path}`);
      if (!response) throw new Error(`no response for ${path}`);
      return {
        status: response.status(),
        html: await response.text(),
        page,
        close: () => context.close(),
      };
    }

    /** The links of a fragment as the endpoint renders it for the page's attributes. */
    async function endpointLinks(tag: string, attributes: Record<string, string>) {
      const response = await fetch(
        `http://${backend?.address}${fragmentPath(tag, attributes, false)}`,
      );
      return fragmentLinks(await response.text());
    }

    async function drawerOpens(page: Page, button: string, side: 'left' | 'right') {
      await page.locator(`site-header ${button}`).click();
      await expect
        .poll(() =>
          page
            .locator(`site-header #site-drawer-${side}`)
            .evaluate((dialog) => (dialog as HTMLDialogElement).open),
        )
        .toBe(true);
    }

    it('serves the whole chrome without JavaScript: every link of the header and the footer, and the menu button opens the drawer', async () => {
      const attributes = chromeAttributes(visitors['logged-out']);
      const expected = {
        header: await endpointLinks('site-header', attributes.header),
        footer: await endpointLinks('site-footer', attributes.footer),
      };
      // Twice: the second page has its fragments from the edge's cache.
      for (const round of [1, 2]) {
        const { status, html, page, close } = await open(visitors['logged-out'], '/', false);
        expect(status, `round ${round}`).toBe(200);
        expect(errorTextsIn(html)).toEqual([]);
        const chrome = await page.evaluate(readChrome);
        expect(chrome.header?.shadow).toBe(true);
        expect(chrome.header?.links).toEqual(expected.header);
        expect(chrome.footer?.links).toEqual(expected.footer);
        expect(chrome.header?.links.length).toBeGreaterThan(20);
        expect(chrome.footer?.links.length).toBeGreaterThan(30);
        await drawerOpens(page, '.site-header__menu-button', 'left');
        await close();
      }
    });

    it("serves a signed-in page with the user's own name and counts without JavaScript; the avatar opens the user's drawer", async () => {
      const alice = visitors.alice;
      const { status, html, page, close } = await open(alice, '/', false);
      expect(status).toBe(200);
      expect(errorTextsIn(html)).toEqual([]);
      const chrome = await page.evaluate(readChrome);
      expect(chrome.userName).toBe(alice.displayName);
      expect(chrome.badges).toEqual([
        String(alice.counts?.messages),
        String(alice.counts?.notifications),
      ]);
      await drawerOpens(page, '.site-account-menu__button', 'right');
      await close();
    });

    it('takes the chrome over without a layout shift once the bundle has loaded, keeping the HTML it was sent', async () => {
      const context = await browser?.newContext({ viewport: phone });
      if (!context) throw new Error('no browser');
      const page = await context.newPage();
      await page.addInitScript(recordLayoutShifts);
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          window.serverHeader =
            document.querySelector('site-header')?.shadowRoot?.firstElementChild;
        }),
      );
      await page.goto(`${server.origin}/`);
      const kept = await page.evaluate(async () => {
        await customElements.whenDefined('site-header');
        const header = document.querySelector('site-header') as HTMLElement & {
          ready: Promise<void>;
        };
        const footer = document.querySelector('site-footer') as HTMLElement & {
          ready: Promise<void>;
        };
        await Promise.all([header.ready, footer.ready]);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return window.serverHeader?.isConnected === true;
      });
      expect(await layoutShiftsOf(page)).toEqual([]);
      expect(kept).toBe(true);
      await context.close();
    });

    for (const kind of ['bad-attribute', 'bad-attribute-without-fallback'] satisfies PageKind[]) {
      const how =
        kind === 'bad-attribute'
          ? 'an include with a bad attribute'
          : 'an include with a bad attribute that lacks `fallback` (the edge adds it)';
      it(`answers ${how} with the fallback: the page is 200, no JSON in it, the header's navigation links there without JavaScript`, async () => {
        const { status, html, page, close } = await open(visitors['logged-out'], `/${kind}`, false);
        expect(status).toBe(200);
        expect(errorTextsIn(html)).toEqual([]);
        const chrome = await page.evaluate(readChrome);
        expect(chrome.header?.attributes['variant']).toBe(badVariant);
        expect(chrome.header?.visibleLinks).toBeGreaterThan(5);
        // The footer of the same page is unharmed.
        expect(chrome.footer?.links.length).toBeGreaterThan(30);
        await close();
      });
    }

    it('renders the bad-attribute fallback without a layout shift once the bundle has loaded', async () => {
      const context = await browser?.newContext({ viewport: phone });
      if (!context) throw new Error('no browser');
      const page = await context.newPage();
      await page.addInitScript(recordLayoutShifts);
      await page.goto(`${server.origin}/bad-attribute`);
      await page.evaluate(async () => {
        await customElements.whenDefined('site-header');
        await (document.querySelector('site-header') as HTMLElement & { ready: Promise<void> })
          .ready;
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      expect(await layoutShiftsOf(page)).toEqual([]);
      await context.close();
    });

    it("answers logged-out includes and a signed-in page's shared root from its cache, whatever cookies the reader has, and the cached root holds nothing of a user", async () => {
      const view = async (cookie: string | null) => {
        const response = await fetch(`${server.origin}/`, { headers: cookie ? { cookie } : {} });
        expect(response.status).toBe(200);
        await response.text();
      };
      await view(null);
      const before = await server.cacheCounts();
      // A logged-out reader often has cookies too (consent, analytics).
      for (let round = 0; round < 5; round++) {
        await view(null);
        await view('consent=all; _ga=GA1.2.345.678');
      }
      const loggedOut = await server.cacheCounts();
      // Two includes per page: every one of them a hit.
      expect(loggedOut.hits - before.hits).toBe(20);
      // Signed in: the header's shared root and the footer, the same for Bob and Alice.
      await view(`session=${visitors.bob.session}`);
      const first = await server.cacheCounts();
      for (let round = 0; round < 4; round++) {
        await view(`session=${visitors.bob.session}`);
        await view(`session=${visitors.alice.session}`);
      }
      expect((await server.cacheCounts()).hits - first.hits).toBe(16);
      // What the cache holds for them: no name, id or count of either.
      const { header, footer } = chromeAttributes(visitors.alice);
      for (const path of [
        fragmentPath('site-header', withoutPersonal(header), true, true),
        fragmentPath('site-footer', footer, true),
      ]) {
        const response = await fetch(`${server.origin}${path}`);
        expect(response.headers.get('x-cache'), path).toBe('HIT');
        const html = await response.text();
        for (const visitor of [visitors.alice, visitors.bob]) {
          const bits = personalBitsIn(html);
          // (A slot's empty wrapper reads as an empty name.)
          expect([...bits.names, ...bits.ids].filter(Boolean), path).toEqual([]);
          expect(html, path).not.toContain(visitor.shared['user-id']);
          expect(html, path).not.toContain(escapeAttribute(visitor.displayName ?? ''));
        }
      }
    });

    it('keeps two signed-in users apart: 1,000 pages, 16 at a time, 0 names or counts of one in the other', async () => {
      const result = await alternateUsers(server.origin, [visitors.alice, visitors.bob], {
        requests: 1_000,
        concurrency: 16,
        timeLimitMs: 60_000,
      });
      console.log(
        `${edge.name}: ${result.requests} pages in ${result.ms} ms, ${result.rendered} with both elements rendered, the rest with a fallback`,
      );
      expect(result.failed).toEqual([]);
      expect(result.requests).toBe(1_000);
      expect(result.crossed).toEqual([]);
      expect(result.withoutOwn).toBe(0);
      // Pages over the time budget get a fallback (the plain tags, with the
      // user's own attributes); the loop must still have seen rendered chrome.
      expect(result.rendered).toBeGreaterThanOrEqual(result.requests / 4);
    });

    it('still answers 200 when the endpoint is stopped: cached chrome where there is some, else the plain tags with their attributes, never error text', async () => {
      await backend?.stop();
      try {
        // A signed-in page: its shared root and footer from the cache, its user's own bits.
        const bob = visitors.bob;
        const signedIn = await open(bob, '/', false);
        expect(signedIn.status).toBe(200);
        expect(errorTextsIn(signedIn.html)).toEqual([]);
        const chrome = await signedIn.page.evaluate(readChrome);
        expect(chrome.header?.shadow).toBe(true);
        expect(chrome.userName).toBe(bob.displayName);
        expect(chrome.header?.attributes).toMatchObject(chromeAttributes(bob).header);
        expect(chrome.footer?.links.length).toBeGreaterThan(30);
        await signedIn.close();

        // Nothing cached (every include carries the user): the plain tags, the hostile name intact.
        const alice = visitors.alice;
        const uncached = await open(alice, '/private-includes', false);
        expect(uncached.status).toBe(200);
        expect(errorTextsIn(uncached.html)).toEqual([]);
        const plain = await uncached.page.evaluate(readChrome);
        expect(plain.header?.shadow).toBe(false);
        expect(plain.header?.attributes).toMatchObject(
          chromeAttributes(alice, 'private-includes').header,
        );
        expect(plain.footer?.attributes).toMatchObject(
          chromeAttributes(alice, 'private-includes').footer,
        );
        await uncached.close();

        const loggedOut = await open(visitors['logged-out'], '/', false);
        expect(loggedOut.status).toBe(200);
        expect(errorTextsIn(loggedOut.html)).toEqual([]);
        const cached = await loggedOut.page.evaluate(readChrome);
        expect(cached.header?.links.length).toBeGreaterThan(20);
        await loggedOut.close();
      } finally {
        await backend?.start();
      }
    });
  });
}
