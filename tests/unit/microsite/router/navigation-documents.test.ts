// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { describe, expect, it } from 'vitest';
import { stylesHash } from '../../../../src/microsite/navigation-document.ts';
import {
  keepsPersistedElements,
  reuseInlineStyles,
} from '../../../../src/microsite/router/navigation-document-swap.ts';
import { navigationDocumentUrl } from '../../../../src/microsite/router/navigation-document-url.ts';
import { pageLoader } from '../../../../src/microsite/router/page-loader.ts';
import type { PreparationEvent } from '../../../../src/microsite/router/router-events.ts';

// The router's side of navigation documents: which page has one for the
// reader, and how the loader swaps one in (src/microsite/navigation-document.ts).
// happy-dom loads no stylesheet here: the option above has it say so quietly.

const origin = 'https://awards.test';
const at = (path: string) => new URL(path, origin);
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the navigation document of a page', () => {
  it("is beside a page of the reader's own site", () => {
    expect(
      navigationDocumentUrl(at('/best-design-awards/2024/'), at('/best-design-awards/'))?.href,
    ).toBe(`${origin}/best-design-awards/2024/index.nav.html`);
    expect(
      navigationDocumentUrl(at('/best-design-awards/de/2024/?x=1#w'), at('/best-design-awards/de/'))
        ?.pathname,
    ).toBe('/best-design-awards/de/2024/index.nav.html');
  });

  it('is not used for another site, another origin, another application or an address without its slash', () => {
    const home = at('/best-design-awards/');
    expect(navigationDocumentUrl(at('/best-design-awards/de/2024/'), home)).toBeNull();
    expect(
      navigationDocumentUrl(at('/best-design-awards/2024/'), at('/best-design-awards/ja/')),
    ).toBeNull();
    expect(
      navigationDocumentUrl(new URL('https://elsewhere.test/best-design-awards/2024/'), home),
    ).toBeNull();
    expect(navigationDocumentUrl(at('/logo-design/'), home)).toBeNull();
    expect(navigationDocumentUrl(at('/best-design-awards/2024'), home)).toBeNull();
  });
});

const css = 'main{color:#111}'.repeat(10);
const currentPage = parse(
  `<html><head><style>${css}</style></head><body>` +
    '<div data-astro-transition-persist="site-header-us-en"><header>filled</header></div>' +
    '<main>old</main></body></html>',
);
const navigationHtml = (persistKey = 'site-header-us-en', hash = stylesHash(css)) =>
  `<html><head><meta name="astro-view-transitions-enabled" content="true">` +
  `<link rel="stylesheet" href="/a/styles.${hash}.css" data-styles-hash="${hash}"></head><body>` +
  `<div data-astro-transition-persist="${persistKey}"></div><main>new</main><noscript>x</noscript></body></html>`;

describe('a navigation document swapped in', () => {
  it('keeps the reader’s persisted elements only when it has each of them', () => {
    expect(keepsPersistedElements(currentPage, parse(navigationHtml()))).toBe(true);
    expect(keepsPersistedElements(currentPage, parse(navigationHtml('site-header-de-de')))).toBe(
      false,
    );
  });

  it('gets the styles the reader’s page has inline, and links the others', () => {
    const same = parse(navigationHtml());
    reuseInlineStyles(currentPage, same);
    expect(same.head.querySelector('link')).toBeNull();
    expect(same.head.querySelector('style')?.textContent).toBe(css);

    const other = parse(navigationHtml(undefined, stylesHash('p{}')));
    reuseInlineStyles(currentPage, other);
    expect(other.head.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe(
      `/a/styles.${stylesHash('p{}')}.css`,
    );
  });
});

/** A navigation from the home to `to`, with the answers of a server by address. */
async function navigate(to: string, answers: Record<string, { status: number; html: string }>) {
  const requested: string[] = [];
  let prevented = false;
  const event = {
    from: at('/best-design-awards/'),
    to: at(to),
    signal: new AbortController().signal,
    preventDefault: () => (prevented = true),
  } as unknown as PreparationEvent;
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input), origin);
    requested.push(url.pathname);
    const answer = answers[url.pathname] ?? { status: 404, html: 'missing' };
    return new Response(answer.html, {
      status: answer.status,
      headers: { 'content-type': 'text/html' },
    });
  }) as typeof globalThis.fetch;
  await pageLoader(event, { document: currentPage, fetch, parse })();
  return { requested, prevented, next: prevented ? undefined : event.newDocument };
}

describe('the page loader', () => {
  const fullPage =
    '<html><head><meta name="astro-view-transitions-enabled" content="true"><style>p{}</style></head>' +
    '<body><div data-astro-transition-persist="site-header-us-en"><header>filled</header></div><main>full</main></body></html>';

  it("loads a page of the reader's site from its navigation document, with the reader's styles", async () => {
    const { requested, next } = await navigate('/best-design-awards/2024/', {
      '/best-design-awards/2024/index.nav.html': { status: 200, html: navigationHtml() },
    });
    expect(requested).toEqual(['/best-design-awards/2024/index.nav.html']);
    expect(next?.querySelector('main')?.textContent).toBe('new');
    expect(next?.head.querySelector('style')?.textContent).toBe(css);
    expect(next?.querySelector('noscript')).toBeNull();
  });

  it('loads the page itself when its navigation document is missing or of another site', async () => {
    const missing = await navigate('/best-design-awards/2024/', {
      '/best-design-awards/2024/': { status: 200, html: fullPage },
    });
    expect(missing.requested).toEqual([
      '/best-design-awards/2024/index.nav.html',
      '/best-design-awards/2024/',
    ]);
    expect(missing.next?.querySelector('main')?.textContent).toBe('full');

    const otherChrome = await navigate('/best-design-awards/2024/', {
      '/best-design-awards/2024/index.nav.html': {
        status: 200,
        html: navigationHtml('site-header-de-de'),
      },
      '/best-design-awards/2024/': { status: 200, html: fullPage },
    });
    expect(otherChrome.next?.querySelector('main')?.textContent).toBe('full');
  });

  it("shows the site's 404 page for a page that does not exist", async () => {
    const { requested, next } = await navigate('/best-design-awards/2019/', {
      // The error page itself is a page of the site, served as any other.
      '/best-design-awards/404/': { status: 200, html: fullPage.replace('full', 'not found') },
    });
    expect(requested).toEqual([
      '/best-design-awards/2019/index.nav.html',
      '/best-design-awards/2019/',
      '/best-design-awards/404/',
    ]);
    expect(next?.querySelector('main')?.textContent).toBe('not found');
  });

  it("answers a server error of the navigation document with the site's 500 page, as for the page", async () => {
    const { requested, next } = await navigate('/best-design-awards/2023/', {
      '/best-design-awards/2023/index.nav.html': { status: 500, html: 'down' },
      '/best-design-awards/500/': { status: 200, html: fullPage.replace('full', 'error') },
    });
    expect(requested).toEqual([
      '/best-design-awards/2023/index.nav.html',
      '/best-design-awards/500/',
    ]);
    expect(next?.querySelector('main')?.textContent).toBe('error');
  });

  it('retries a navigation document that fails 3 times, then lets the router load the page in full', async () => {
    const { requested, prevented } = await navigate('/best-design-awards/2023/', {
      '/best-design-awards/2023/index.nav.html': { status: 503, html: 'busy' },
    });
    expect(requested).toEqual(Array(4).fill('/best-design-awards/2023/index.nav.html'));
    expect(prevented).toBe(true);
  });

  it('asks for no navigation document on the way to another site', async () => {
    const { requested } = await navigate('/best-design-awards/de/', {
      '/best-design-awards/de/': { status: 200, html: fullPage },
    });
    expect(requested).toEqual(['/best-design-awards/de/']);
  });
});
