import type { CapabilityFlag } from '../markets/capabilities.ts';
import { linkTable } from './links.ts';
import type { GroupPlacement, LinkPlacement, MenuPlacement } from './placements.ts';
import { isShown, type PlacementContext } from './show-rule.ts';
import { supportPhoneLink } from './support-phone.ts';
import type { LinkDefinition, NavEntry, NavGroup, NavItem, NavLink } from './types.ts';

// Turns placements into what to render: rules of the link and of its place
// must both pass; a group whose links are all hidden disappears.

export function resolveItem(placement: LinkPlacement, context: PlacementContext): NavItem | null {
  const definition: LinkDefinition = linkTable[placement.link];
  if (!isShown(placement, context) || !isShown(definition, context)) return null;
  if (placement.link === 'supportPhone') return supportPhoneLink(context.site);
  return {
    kind: 'link',
    id: placement.link,
    labelId: definition.labelId,
    href: definition.hrefIn?.(context.language) ?? definition.href,
    newTab: definition.newTab,
  };
}

/** Links only (account menus, legal links): a phone placement there would be a data error. */
export function resolveLinks(
  placements: readonly LinkPlacement[],
  context: PlacementContext,
): NavLink[] {
  return placements
    .map((placement) => resolveItem(placement, context))
    .filter((item): item is NavLink => item?.kind === 'link');
}

export function resolveGroup(group: GroupPlacement, context: PlacementContext): NavGroup | null {
  if (!isShown(group, context)) return null;
  const items = group.items
    .map((placement) => resolveItem(placement, context))
    .filter((item) => item !== null);
  if (items.length === 0) return null;
  return { kind: 'group', id: group.group, labelId: group.labelId, items };
}

export function resolveMenu(
  placements: readonly MenuPlacement[],
  context: PlacementContext,
): NavEntry[] {
  return placements
    .map((placement) =>
      'group' in placement ? resolveGroup(placement, context) : resolveItem(placement, context),
    )
    .filter((entry) => entry !== null);
}

/**
 * The capability flags these menus' rules check (on a link, its placement or
 * its group), sorted: all of a site's capabilities a model of them can read.
 */
export function capabilitiesChecked(
  menus: readonly (readonly MenuPlacement[])[],
): CapabilityFlag[] {
  const flags = new Set<CapabilityFlag>();
  const visit = (placement: MenuPlacement): void => {
    if (placement.capability) flags.add(placement.capability);
    if ('group' in placement) {
      placement.items.forEach(visit);
      return;
    }
    const definition: LinkDefinition = linkTable[placement.link];
    if (definition.capability) flags.add(definition.capability);
  };
  menus.forEach((menu) => menu.forEach(visit));
  return [...flags].sort();
}
