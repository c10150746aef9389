import type { CapabilityFlag } from '../markets/capabilities.ts';
import type { PublicSite } from '../markets/public-site.ts';
import { linkTable } from './links.ts';
import type { GroupPlacement, LinkPlacement, MenuPlacement } from './placements.ts';
import type {
  FooterVariant,
  LinkDefinition,
  NavContext,
  NavEntry,
  NavGroup,
  NavItem,
  NavLink,
  NavSite,
  PhoneLink,
  ShowRule,
  Surface,
} from './types.ts';

// Turns placements into what to render: rules of the link and of its place
// must both pass; a group whose links are all hidden disappears. The support
// phone's link comes from the site.

/** Where a link is about to be rendered; a rule about an absent dimension does not apply. */
export interface PlacementContext extends NavContext {
  surface?: Surface;
  footerVariant?: FooterVariant;
  /** False where login is switched off; absent means on. */
  loginEnabled?: boolean;
}

/** Whether a link with this rule shows in this context. */
export function isShown(rule: ShowRule, context: PlacementContext): boolean {
  const { site, language, role, surface, footerVariant } = context;
  if (rule.roles && !rule.roles.includes(role)) return false;
  if (rule.languages && !rule.languages.includes(language)) return false;
  if (rule.capability && !capabilityOn(site, rule.capability)) return false;
  if (rule.requiresSupportPhone && !site.supportPhone?.trim()) return false;
  if (rule.requiresLogin && context.loginEnabled === false) return false;
  if (rule.surfaces && surface && !rule.surfaces.includes(surface)) return false;
  if (rule.footerVariants && footerVariant && !rule.footerVariants.includes(footerVariant)) {
    return false;
  }
  return true;
}

function capabilityOn(site: NavSite, flag: CapabilityFlag): boolean {
  const on = site.capabilities[flag];
  // Only a projection that missed one of its menus' flags lacks one: not an "off".
  if (on === undefined) throw new Error(`The site's capabilities leave out ${flag}.`);
  return on;
}

/** `+41 44 505 12 34` → `tel:+41445051234`. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** The site's support phone as a link, or null when the site has none. */
export function supportPhoneLink(
  site: Pick<PublicSite, 'supportPhone' | 'officeHours'>,
): PhoneLink | null {
  const number = site.supportPhone?.trim();
  if (!number) return null;
  return {
    kind: 'phone',
    id: 'supportPhone',
    labelId: 'header.callUs',
    href: telHref(number),
    number,
    officeHours: site.officeHours?.trim() || null,
    newTab: false,
  };
}

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
