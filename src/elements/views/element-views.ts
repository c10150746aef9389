import type { ComponentType } from 'react';
import type { siteElementSpecs } from '../element-catalog.ts';
import type { ElementValues, ElementViewProps } from '../element-spec.ts';
import { SiteDrawerElement } from './site-drawer-view.tsx';
import { SiteFooterElement } from './site-footer-view.tsx';
import { SiteHeaderElement } from './site-header-view.tsx';
import { SiteUnreadBadgeElement } from './site-unread-badge-view.tsx';

type SiteElementSpec = (typeof siteElementSpecs)[number];

/**
 * Each element's React view, by tag, typed with its spec's values: a tag of
 * element-catalog.ts without a view here, or a view that reads a value its
 * spec does not parse, does not compile.
 */
export const elementViews: {
  readonly [Spec in SiteElementSpec as Spec['tag']]: ComponentType<
    ElementViewProps<ElementValues<Spec>>
  >;
} = {
  'site-header': SiteHeaderElement,
  'site-footer': SiteFooterElement,
  'site-drawer': SiteDrawerElement,
  'site-unread-badge': SiteUnreadBadgeElement,
};

/**
 * The view of `tag`, where the tag is only known at run time (an element's
 * renderer, the server renderer). Its values come from parsing with the same
 * tag's spec, so they are the view's own: the one place they are taken as such.
 */
export function viewOf(tag: string): ComponentType<ElementViewProps> | undefined {
  return Object.hasOwn(elementViews, tag)
    ? (elementViews[tag as SiteElementSpec['tag']] as ComponentType<ElementViewProps>)
    : undefined;
}
