import type { ReactNode } from 'react';
import type { Translate } from './translate.ts';
import { Dropdown, type DropdownProps } from './popup/Dropdown.tsx';
import { UnreadBadge } from './UnreadBadge.tsx';

export interface HeaderDropdownProps extends Pick<
  DropdownProps,
  'id' | 'panelClassName' | 'onClick' | 'onPointerEnter' | 'alsoExpanded' | 'opensDialog'
> {
  /** The button's accessible name (its content is an icon or a picture). */
  label: string;
  /** The button's picture: an icon, an avatar. */
  picture: ReactNode;
  /** The unread count on the button, and whether it shows at all. */
  badge?: { count: number; visible: boolean } | undefined;
  /** The menu's class, e.g. `site-messages-menu`. */
  className: string;
  /** The button's class (default the round `site-icon-button`). */
  buttonClassName?: string;
  /** Mounts the panel's content only while the menu is open (a live panel's stores start then). */
  lazy?: boolean;
  children: ReactNode;
  t: Translate;
}

/**
 * The one shell of the header's account, messages and notifications menus:
 * a button without a chevron, named by `label`, that shows a picture and an
 * optional unread badge, and its panel.
 */
export function HeaderDropdown({
  label,
  picture,
  badge,
  buttonClassName = 'site-icon-button',
  lazy = false,
  children,
  t,
  ...dropdown
}: HeaderDropdownProps) {
  return (
    <Dropdown
      chevron={false}
      buttonClassName={buttonClassName}
      triggerLabel={label}
      trigger={
        <>
          {picture}
          {badge && <UnreadBadge count={badge.count} visible={badge.visible} t={t} />}
        </>
      }
      {...dropdown}
    >
      {lazy ? (open) => open && children : children}
    </Dropdown>
  );
}
