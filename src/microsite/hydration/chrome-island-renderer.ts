import type { SSRLoadedRendererValue } from 'astro';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { LeftDrawer } from '../../islands/LeftDrawer.tsx';
import { SiteHeader } from '../../islands/SiteHeader.tsx';
import type { ShellViewProps } from '../../islands/shell-props.ts';
import { viewHtmlCache } from '../chrome/static-view.ts';

// Astro's server renderer for the chrome's two islands, the header and the
// left drawer (chrome-islands-integration.ts registers it before
// @astrojs/react's, which renders every other React component). A build
// renders both on every page, the same for every page of a site but for the
// link of the page itself: rendered once per site and island position
// (chrome/static-view.ts), the same HTML as React renders for the page, which
// the browser's @astrojs/react client then hydrates.

const chromeViews = new Set<unknown>([SiteHeader, LeftDrawer]);

const islandHtml = viewHtmlCache((element, prefix) =>
  renderToString(element, { identifierPrefix: prefix }),
);

/** Chrome islands rendered so far on each page (Astro's render result). */
const islandsOnPage = new WeakMap<object, number>();

/**
 * The island's identifierPrefix (React's useId): `rc0`, `rc1`… in the page's
 * order, apart from @astrojs/react's `r0`, `r1`… for the other islands.
 */
function nextPrefix(result: object): string {
  const index = islandsOnPage.get(result) ?? 0;
  islandsOnPage.set(result, index + 1);
  return `rc${index}`;
}

type RendererThis = { result: object } | undefined;

const renderer: SSRLoadedRendererValue = {
  name: 'best-design-awards:chrome-islands',
  check(Component) {
    return Promise.resolve(chromeViews.has(Component));
  },
  renderToStaticMarkup(this: RendererThis, Component, props, slots) {
    if (!chromeViews.has(Component))
      return Promise.reject(new Error('The chrome islands renderer renders the chrome only.'));
    if (Object.keys(slots ?? {}).length > 0)
      return Promise.reject(new Error('The chrome islands take no children.'));
    const prefix = nextPrefix(this?.result ?? {});
    const html = islandHtml(Component as ComponentType<ShellViewProps<object>>, props, prefix);
    return Promise.resolve({ html, attrs: { prefix } });
  },
};

export default renderer;
