import { avatarSrc } from '../../islands/Avatar.tsx';
import { userSlotNames } from '../../islands/user-slots.ts';
import { unreadBadgeText } from '../../stores/unread.ts';
import { siteHeaderSpec } from '../specs/site-header.ts';
import { escapeHtml } from './escape-html.ts';
import { parseAttributes, presentAttributes, type AttributeInput } from './parse-attributes.ts';

/** The attributes `renderUserSlots` reads: the user's own, as on the tag. */
export interface UserSlotAttributes {
  'user-id'?: string;
  'display-name'?: string;
  /** JSON text, as on the tag: `{"messages":3,"notifications":12}`. */
  'unread-counts'?: string;
}

/** The edge length of the user drawer's picture, as the view renders it (RightDrawer.tsx). */
const drawerAvatarSize = 48;

/**
 * A signed-in user's own bits, as light-DOM children of the tag whose shadow
 * root `renderShadowRoot` rendered (islands/user-slots.ts): the user drawer's
 * picture and name, and the unread counts (nothing at zero). Plain markup that
 * a template in any language can write itself; docs/elements/edge.md shows
 * it. Never put it in a shared cache: it is one user's.
 *
 * Throws `SiteElementError` for a bad value, as `renderElement` does.
 */
export function renderUserSlots(attributes: UserSlotAttributes & AttributeInput): string {
  const values = parseAttributes(siteHeaderSpec, presentAttributes(attributes));
  const slots: string[] = [];
  if (values.userId !== undefined) {
    slots.push(
      `<img slot="${userSlotNames.avatar}" class="site-avatar__image" src="${escapeHtml(avatarSrc(values.userId, drawerAvatarSize))}" width="${drawerAvatarSize}" height="${drawerAvatarSize}" alt="" loading="lazy" decoding="async">`,
    );
  }
  if (values.displayName !== undefined) {
    slots.push(`<span slot="${userSlotNames.name}">${escapeHtml(values.displayName)}</span>`);
  }
  for (const kind of ['messages', 'notifications'] as const) {
    const count = values.unreadCounts?.[kind] ?? 0;
    if (count > 0) {
      slots.push(
        `<span slot="${userSlotNames[kind]}" class="site-badge">${unreadBadgeText(count)}</span>`,
      );
    }
  }
  return slots.join('');
}
