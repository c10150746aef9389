import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import type { NavLink } from '../navigation/types.ts';
import { isMobileBreakpoint } from '../lib/breakpoints.ts';
import { $openDrawer, toggleDrawer } from '../stores/drawers.ts';
import { toggleMenu } from '../stores/open-menu.ts';
import { currentBreakpoint } from '../stores/viewport.ts';
import { AvatarImage } from './Avatar.tsx';
import { drawerDialogId } from './Drawer.tsx';
import { HeaderDropdown } from './HeaderDropdown.tsx';
import { Icon } from './icons/Icon.tsx';
import type { Translate } from './translate.ts';
import { MenuLink } from './NavEntry.tsx';
import type { ShellUser } from './shell-props.ts';

export const accountMenuId = 'site-account-menu';

export interface AccountMenuProps {
  /** The desktop account links of the header model. */
  items: readonly NavLink[];
  /** The current user's 32 px avatar route (spec §2: /avatars/current-user/32). */
  avatarSrc: string;
  user?: ShellUser | undefined;
  t: Translate;
  currentPath: string;
}

/**
 * The avatar button (spec §2). Below 900 px it opens the right drawer (the
 * user menu); from 900 px on it toggles the account dropdown. Either way it is
 * a disclosure button whose aria-expanded says whether its menu is open.
 */
export function AccountMenu({ items, avatarSrc, user, t, currentPath }: AccountMenuProps) {
  const drawerOpen = useStore($openDrawer) === 'right';
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The stores open the drawer or the menu; the invoker command is the
    // button's only until it has hydrated (drawer-opener.ts).
    event.preventDefault();
    const breakpoint = currentBreakpoint();
    if (breakpoint && isMobileBreakpoint(breakpoint)) toggleDrawer('right', event.currentTarget);
    else toggleMenu(accountMenuId);
  };
  return (
    <HeaderDropdown
      id={accountMenuId}
      label={t('header.openUserMenu')}
      picture={
        <AvatarImage
          className="site-account-menu__avatar"
          src={avatarSrc}
          size={32}
          alt=""
          fallback={
            // A missing picture shows a neutral silhouette.
            <span className="site-account-menu__avatar site-account-menu__avatar--placeholder">
              <Icon name="user" size={20} />
            </span>
          }
        />
      }
      className="site-account-menu"
      buttonClassName="site-account-menu__button"
      t={t}
      onClick={onClick}
      alsoExpanded={drawerOpen}
      // Where the header holds its drawers; elsewhere `commandfor` names nothing.
      opensDialog={drawerDialogId('right')}
    >
      {user && (
        <p className="site-account-menu__user">
          <span className="site-account-menu__name">{user.displayName}</span>
        </p>
      )}
      <ul className="site-dropdown__list">
        {items.map((link) => (
          <li
            key={link.id}
            className={`site-dropdown__item${link.id === 'logout' ? ' site-dropdown__item--separated' : ''}`}
          >
            <MenuLink link={link} t={t} currentPath={currentPath} className="site-dropdown__link" />
          </li>
        ))}
      </ul>
    </HeaderDropdown>
  );
}
