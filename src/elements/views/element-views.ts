import type { ComponentType } from 'react';
import type { ElementViewProps } from '../element-spec.ts';
import { siteDrawerSpec } from '../specs/site-drawer.ts';
import { siteFooterSpec } from '../specs/site-footer.ts';
import { siteHeaderSpec } from '../specs/site-header.ts';
import { siteUnreadBadgeSpec } from '../specs/site-unread-badge.ts';
import { SiteDrawerElement } from './site-drawer-view.tsx';
import { SiteFooterElement } from './site-footer-view.tsx';
import { SiteHeaderElement } from './site-header-view.tsx';
import { SiteUnreadBadgeElement } from './site-unread-badge-view.tsx';

/** Each element's React view, by tag (element-catalog.ts lists the same elements). */
export const elementViews: Readonly<Record<string, ComponentType<ElementViewProps>>> = {
  [siteHeaderSpec.tag]: SiteHeaderElement,
  [siteFooterSpec.tag]: SiteFooterElement,
  [siteDrawerSpec.tag]: SiteDrawerElement,
  [siteUnreadBadgeSpec.tag]: SiteUnreadBadgeElement,
};
