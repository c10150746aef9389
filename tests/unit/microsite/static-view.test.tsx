import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../src/i18n/load-messages.ts';
import { filledIcons, strokeIcons } from '../../../src/islands/icons/icon-paths.ts';
import { IconSpriteContext } from '../../../src/islands/icons/icon-sprite-context.ts';
import { iconSpriteSvg } from '../../../src/islands/icons/icon-sprite.ts';
import { SiteFooter } from '../../../src/islands/SiteFooter.tsx';
import type { ShellViewProps } from '../../../src/islands/shell-props.ts';
import { loadValidMarkets } from '../../../src/markets/load.ts';
import { toPublicSite } from '../../../src/markets/project.ts';
import { iconSpriteHref } from '../../../src/microsite/chrome/icon-sprite-href.ts';
import { staticViewHtml } from '../../../src/microsite/chrome/static-view.ts';

// The footer is rendered once per site, not once per page (build time), and
// each page still gets exactly the HTML the footer renders for its path.

const market = loadValidMarkets().find((candidate) => candidate.key === 'de-de');
if (!market) throw new Error('no market de-de');
const site = toPublicSite(market.key, market.record);
const props: ShellViewProps = {
  site,
  locale: site.locale,
  messages: await loadMessages(site.language),
  role: 'logged-out',
  loginEnabled: false,
  currentPath: '/best-design-awards/de/2024/',
};

describe('a static view', () => {
  it('is the HTML the view renders for the page, for any microsite page', () => {
    for (const currentPath of ['/best-design-awards/de/2024/', '/best-design-awards/de/about/']) {
      expect(staticViewHtml(SiteFooter, { ...props, currentPath })).toBe(
        renderToStaticMarkup(<SiteFooter {...props} currentPath={currentPath} />),
      );
    }
  });

  it('marks the link of a page that is one of its links', () => {
    const html = staticViewHtml(SiteFooter, { ...props, currentPath: '/about?from=footer' });
    expect(html).toBe(renderToStaticMarkup(<SiteFooter {...props} currentPath="/about" />));
    expect(html).toContain('href="/about" aria-current="page"');
  });
});

describe('a static view with the icon sprite', () => {
  const html = staticViewHtml(SiteFooter, props, { iconSprite: iconSpriteHref });
  const used = [...html.matchAll(/<use href="([^"#]*)#([^"]*)"/g)];

  it('draws every icon of the footer from the sprite, none inline', () => {
    expect(html).toBe(
      renderToStaticMarkup(
        <IconSpriteContext.Provider value={iconSpriteHref}>
          <SiteFooter {...props} />
        </IconSpriteContext.Provider>,
      ),
    );
    expect(used.map((match) => match[2])).toEqual(
      expect.arrayContaining([
        'facebook',
        'twitter',
        'instagram',
        'linkedin',
        'pinterest',
        'youtube',
      ]),
    );
    expect(new Set(used.map((match) => match[1]))).toEqual(new Set([iconSpriteHref]));
    // The only inline path left is the brand mark's (styled by the page's CSS).
    expect(html.match(/<path /g)).toHaveLength(1);
    expect(html).toContain('class="site-brand__mark-d"');
  });

  it("is on the pages' origin, under the base path, versioned by its content", () => {
    expect(iconSpriteHref).toMatch(/^\/best-design-awards\/icons\.svg\?v=[0-9a-f]{8}$/);
  });

  it('uses only ids the sprite has, with the same path as the inline icon', () => {
    const sprite = iconSpriteSvg();
    const symbols = new Map(
      [
        ...sprite.matchAll(
          /<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g,
        ),
      ].map((match) => [match[1], match[2]]),
    );
    expect(Object.fromEntries(symbols)).toEqual({ ...strokeIcons, ...filledIcons });
    for (const [, , id] of used) expect(symbols.has(id)).toBe(true);
  });

  it('leaves a view without the option (the custom elements) with inline icons', () => {
    expect(staticViewHtml(SiteFooter, props)).not.toContain('<use');
  });
});
