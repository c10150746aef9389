import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../src/i18n/load-messages.ts';
import { LeftDrawer } from '../../../src/islands/LeftDrawer.tsx';
import { SiteHeader } from '../../../src/islands/SiteHeader.tsx';
import type { ShellViewProps } from '../../../src/islands/shell-props.ts';
import { loadValidMarkets } from '../../../src/markets/load.ts';
import { toPublicSite } from '../../../src/markets/project.ts';
import { islandProps } from '../../../src/microsite/chrome/chrome-props.ts';
import { renderedMessages } from '../../../src/microsite/chrome/rendered-messages.ts';
import { micrositeSites } from '../../../src/microsite/sites.ts';

// The header's and the drawer's island props are serialized into every page:
// each gets only the messages its view renders, and hydrating with them
// renders exactly what the server rendered with the whole catalogue.

const markets = loadValidMarkets();

async function chromeOf(siteKey: string): Promise<ShellViewProps> {
  const market = markets.find((candidate) => candidate.key === siteKey);
  if (!market) throw new Error(`no market ${siteKey}`);
  const site = toPublicSite(market.key, market.record);
  return {
    site,
    locale: site.locale,
    messages: await loadMessages(site.language),
    role: 'logged-out',
    loginEnabled: false,
    currentPath: '/best-design-awards/2024/',
  };
}

const views = [
  ['header', SiteHeader],
  ['drawer', LeftDrawer],
] as const;

describe.each(micrositeSites.map((site) => site.key))('the chrome islands of %s', (siteKey) => {
  it.each(views)(
    'the %s renders the same with only its messages, a few of them',
    async (_, View) => {
      const props = await chromeOf(siteKey);
      const subset = renderedMessages(View, props);
      const all = Object.keys(props.messages).length;
      expect(Object.keys(subset).length).toBeGreaterThan(5);
      expect(Object.keys(subset).length).toBeLessThan(all / 3);
      expect(renderToString(<View {...props} messages={subset} />)).toBe(
        renderToString(<View {...props} />),
      );
    },
  );

  it('leaves out what the header and drawer never show (the footer, the live dropdowns)', async () => {
    const props = await chromeOf(siteKey);
    const ids = [
      ...Object.keys(islandProps(SiteHeader, props).messages),
      ...Object.keys(islandProps(LeftDrawer, props).messages),
    ];
    expect(ids.filter((id) => /^(footer|messages|notifications)\./.test(id))).toEqual([]);
  });

  it('finds the messages once per view and site, whatever the page', async () => {
    const props = await chromeOf(siteKey);
    const first = islandProps(SiteHeader, props);
    const other = islandProps(SiteHeader, { ...props, currentPath: '/best-design-awards/2021/' });
    expect(other.messages).toBe(first.messages);
    expect(other.currentPath).toBe('/best-design-awards/2021/');
  });
});
