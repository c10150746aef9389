import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../../src/i18n/load-messages.ts';
import { LeftDrawer } from '../../../../src/islands/LeftDrawer.tsx';
import { SiteFooter } from '../../../../src/islands/SiteFooter.tsx';
import { SiteHeader } from '../../../../src/islands/SiteHeader.tsx';
import type { ShellViewProps } from '../../../../src/islands/shell-props.ts';
import { loadValidMarkets } from '../../../../src/markets/load.ts';
import { toPublicSite } from '../../../../src/markets/project.ts';
import {
  headerIslandProps,
  leftDrawerIslandProps,
} from '../../../../src/microsite/chrome/chrome-props.ts';
import renderer from '../../../../src/microsite/hydration/chrome-island-renderer.ts';

// The header and the drawer islands are rendered once per site by the
// build's own Astro renderer; every page must still get the HTML React
// renders for it, with the identifierPrefix the browser hydrates with.

const market = loadValidMarkets().find((candidate) => candidate.key === 'fr-fr');
if (!market) throw new Error('no market fr-fr');
const site = toPublicSite(market.key, market.record);
const messages = await loadMessages(site.language);
const chrome = (currentPath: string): ShellViewProps => ({
  site,
  locale: site.locale,
  messages,
  role: 'logged-out',
  loginEnabled: false,
  currentPath,
});

/** One page's render: Astro gives each page its own result object. */
const page = () => ({ result: {} });

describe('the chrome islands renderer', () => {
  it('answers for the header and the drawer only', async () => {
    expect(await renderer.check(SiteHeader, {}, {})).toBe(true);
    expect(await renderer.check(LeftDrawer, {}, {})).toBe(true);
    expect(await renderer.check(SiteFooter, {}, {})).toBe(false);
    expect(await renderer.check(() => null, {}, {})).toBe(false);
  });

  it("renders each page's islands as React does for that page, prefixed rc0, rc1… in the page's order", async () => {
    for (const currentPath of ['/best-design-awards/fr/2024/', '/best-design-awards/fr/about/']) {
      const header = headerIslandProps(chrome(currentPath));
      const drawer = leftDrawerIslandProps(chrome(currentPath));
      const context = page();
      const first = await renderer.renderToStaticMarkup.call(context, SiteHeader, header, {});
      const second = await renderer.renderToStaticMarkup.call(context, LeftDrawer, drawer, {});
      expect(first).toEqual({
        html: renderToString(<SiteHeader {...header} />, { identifierPrefix: 'rc0' }),
        attrs: { prefix: 'rc0' },
      });
      expect(second).toEqual({
        html: renderToString(<LeftDrawer {...drawer} />, { identifierPrefix: 'rc1' }),
        attrs: { prefix: 'rc1' },
      });
    }
  });

  it('marks the link of a page that is one of its links', async () => {
    const header = headerIslandProps(chrome('/best-design-awards/fr/2024/'));
    const link = /href="(\/[^"]+)"/.exec(renderToString(<SiteHeader {...header} />))?.[1] ?? '';
    expect(link).not.toBe('');
    const onLink = { ...header, currentPath: link };
    const { html } = await renderer.renderToStaticMarkup.call(page(), SiteHeader, onLink, {});
    expect(html).toBe(renderToString(<SiteHeader {...onLink} />, { identifierPrefix: 'rc0' }));
    expect(html).toContain('aria-current="page"');
  });

  it('renders no `part`: the islands are in the light DOM, where parts mean nothing (issue 36)', async () => {
    const context = page();
    for (const [View, props] of [
      [SiteHeader, headerIslandProps(chrome('/best-design-awards/fr/'))],
      [LeftDrawer, leftDrawerIslandProps(chrome('/best-design-awards/fr/'))],
    ] as const) {
      const { html } = await renderer.renderToStaticMarkup.call(context, View, props, {});
      expect(html).toMatch(/^<(header|dialog) /);
      expect(html).not.toMatch(/ part="/);
    }
  });

  it('refuses other components and children', async () => {
    const header = headerIslandProps(chrome('/best-design-awards/fr/'));
    await expect(
      renderer.renderToStaticMarkup.call(page(), SiteFooter, header, {}),
    ).rejects.toThrow(/chrome only/);
    await expect(
      renderer.renderToStaticMarkup.call(page(), SiteHeader, header, { default: '<p>x</p>' }),
    ).rejects.toThrow(/no children/);
  });
});
