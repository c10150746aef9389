import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../../src/i18n/load-messages.ts';
import { plainMessage } from '../../../../src/i18n/plain-translator.ts';
import { filledIcons } from '../../../../src/islands/icons/icon-paths.ts';
import { LeftDrawer } from '../../../../src/islands/LeftDrawer.tsx';
import { SiteHeader } from '../../../../src/islands/SiteHeader.tsx';
import type { ShellViewProps } from '../../../../src/islands/shell-props.ts';
import { loadValidMarkets } from '../../../../src/markets/load.ts';
import { toPublicSite } from '../../../../src/markets/project.ts';
import {
  headerIslandProps,
  headerSite,
  islandProps,
  leftDrawerIslandProps,
  leftDrawerSite,
} from '../../../../src/microsite/chrome/chrome-props.ts';
import { renderedMessages } from '../../../../src/microsite/chrome/rendered-messages.ts';
import { micrositeSites } from '../../../../src/microsite/sites.ts';
import { headerModel } from '../../../../src/navigation/header-model.ts';
import { leftDrawerModel } from '../../../../src/navigation/left-drawer-model.ts';
import { headerVariants, roles } from '../../../../src/navigation/types.ts';

// The header's and the drawer's island props are serialized into every page:
// each gets only the fields of the site and the messages its view reads, and
// hydrating with them renders exactly what the whole site and catalogue render.

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

  // In the browser, the islands format with the plain translator, not formatjs.
  it.each(views)('the %s renders plain messages only', async (_, View) => {
    const { messages } = islandProps(View, await chromeOf(siteKey));
    const notPlain = Object.entries(messages).filter(
      ([, message]) => typeof message !== 'string' || !plainMessage(message),
    );
    expect(notPlain).toEqual([]);
  });

  // Nor the account menu (no-account-menu.ts): the chrome is logged out.
  it('the header is logged out, with no account menu', async () => {
    const props = headerIslandProps(await chromeOf(siteKey));
    expect(props.role).toBe('logged-out');
    const html = renderToString(<SiteHeader {...props} />);
    expect(html).toContain('site-header__actions');
    expect(html).not.toContain('site-account');
  });

  // Nor do they draw the footer's social glyphs (stroke-icon-paths.ts).
  it.each(views)('the %s draws no social icon', async (_, View) => {
    const html = renderToString(<View {...islandProps(View, await chromeOf(siteKey))} />);
    expect(html).toContain('<path d="');
    for (const path of Object.values(filledIcons)) expect(html).not.toContain(path);
  });

  it('finds the messages once per view and site, whatever the page', async () => {
    const props = await chromeOf(siteKey);
    const first = islandProps(SiteHeader, props);
    const other = islandProps(SiteHeader, { ...props, currentPath: '/best-design-awards/2021/' });
    expect(other.messages).toBe(first.messages);
    expect(other.currentPath).toBe('/best-design-awards/2021/');
  });
});

describe.each(micrositeSites.map((site) => site.key))('the island props of %s', (siteKey) => {
  it('carry only what the header reads, and render the same as the whole site', async () => {
    const chrome = await chromeOf(siteKey);
    const props = headerIslandProps(chrome);
    expect(Object.keys(props).sort()).toEqual([
      'currentPath',
      'locale',
      'loginEnabled',
      'mainId',
      'messages',
      'role',
      'site',
    ]);
    expect(Object.keys(props.site).sort()).toEqual([
      'capabilities',
      'officeHours',
      'sitegroup',
      'supportPhone',
    ]);
    // No link of the header's menus depends on a capability (yet).
    expect(props.site.capabilities).toEqual({});
    expect(renderToString(<SiteHeader {...props} />)).toBe(
      renderToString(<SiteHeader {...chrome} mainId="main" />),
    );
  });

  it('carry only what the drawer reads, and render the same as the whole site', async () => {
    const chrome = await chromeOf(siteKey);
    const props = leftDrawerIslandProps(chrome);
    expect(Object.keys(props).sort()).toEqual([
      'currentPath',
      'locale',
      'loginEnabled',
      'messages',
      'role',
      'site',
    ]);
    expect(Object.keys(props.site).sort()).toEqual([
      'acceptedLocales',
      'capabilities',
      'officeHours',
      'supportPhone',
    ]);
    expect(props.site.capabilities).toEqual({});
    expect(renderToString(<LeftDrawer {...props} />)).toBe(
      renderToString(<LeftDrawer {...chrome} />),
    );
  });
});

describe('the projected sites', () => {
  it('give every market the same header and drawer models, for every role and variant', () => {
    for (const market of markets) {
      const site = toPublicSite(market.key, market.record);
      for (const role of roles) {
        for (const loginEnabled of [true, false]) {
          for (const variant of headerVariants) {
            expect(
              headerModel(headerSite(site), site.language, role, variant, { loginEnabled }),
            ).toEqual(headerModel(site, site.language, role, variant, { loginEnabled }));
          }
          expect(
            leftDrawerModel(leftDrawerSite(site), site.language, role, { loginEnabled }),
          ).toEqual(leftDrawerModel(site, site.language, role, { loginEnabled }));
        }
      }
    }
  });
});
