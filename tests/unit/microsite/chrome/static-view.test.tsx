import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../../src/i18n/load-messages.ts';
import { SiteFooter } from '../../../../src/islands/SiteFooter.tsx';
import type { ShellViewProps } from '../../../../src/islands/shell-props.ts';
import { loadValidMarkets } from '../../../../src/markets/load.ts';
import { toPublicSite } from '../../../../src/markets/project.ts';
import { staticViewHtml } from '../../../../src/microsite/chrome/static-view.ts';

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

  it('has no `part`: the microsite renders it in the light DOM (issue 36)', () => {
    const html = staticViewHtml(SiteFooter, props);
    expect(html).toMatch(/^<footer /);
    expect(html).not.toMatch(/ part="/);
  });

  it('marks the link of a page that is one of its links', () => {
    const html = staticViewHtml(SiteFooter, { ...props, currentPath: '/about?from=footer' });
    expect(html).toBe(renderToStaticMarkup(<SiteFooter {...props} currentPath="/about" />));
    expect(html).toContain('href="/about" aria-current="page"');
  });
});
