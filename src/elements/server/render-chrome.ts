import type { SharedAttributes, SiteElementAttributes } from './attribute-types.ts';
import { personalAttributes } from '../rendered-for.ts';
import { renderElement, type RenderOptions } from './render-element.tsx';

export interface ChromeInput {
  /** What every element of the page shares: site, locale, user-role, user-id, display-name, current-path, endpoints, unread-counts. */
  shared: SharedAttributes;
  /** The header's own attributes (variant, main-id). */
  header?: SiteElementAttributes['site-header'];
  /** The footer's own attributes (variant). */
  footer?: SiteElementAttributes['site-footer'];
}

export interface RenderedChrome {
  /** `<site-header drawers>`: the header with both drawers in its shadow root. Put it first in <body>. */
  header: string;
  /** `<site-footer>`. Put it last in <body>. */
  footer: string;
}

/**
 * A page's chrome. The header holds the drawers (its `drawers` attribute), so
 * that its menu button and avatar open them with plain HTML before any
 * script: an invoker command reaches only into its own shadow root.
 */
export async function renderChrome(
  { shared, header = {}, footer = {} }: ChromeInput,
  options: RenderOptions = {},
): Promise<RenderedChrome> {
  // With the user slots the footer, which shows nothing of the user, is rendered without them.
  const footerShared = options.userSlots ? withoutPersonal(shared) : shared;
  const [headerHtml, footerHtml] = await Promise.all([
    renderElement('site-header', { ...shared, ...header, drawers: true }, options),
    renderElement('site-footer', { ...footerShared, ...footer }, { ...options, userSlots: false }),
  ]);
  return { header: headerHtml, footer: footerHtml };
}

function withoutPersonal(shared: SharedAttributes): SharedAttributes {
  return Object.fromEntries(
    Object.entries(shared).filter(([name]) => !personalAttributes.includes(name)),
  ) as SharedAttributes;
}
