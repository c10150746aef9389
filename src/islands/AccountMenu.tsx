import { useStore } from '@nanostores/react';
import { useState, type MouseEvent } from 'react';
import type { NavLink } from '../navigation/types.ts';
import { isMobileBreakpoint } from '../stores/breakpoints.ts';
import { $openDrawer, toggleDrawer } from '../stores/drawers.ts';
import { toggleMenu } from '../stores/menus.ts';
import { currentBreakpoint } from '../stores/viewport.ts';
import { drawerDialogId } from './Drawer.tsx';
import { Icon } from './icons/Icon.tsx';
import type { Translate } from './i18n/translate.ts';
import { MenuLink } from './MenuLink.tsx';
import { useDropdown } from './popup/use-dropdown.ts';
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
  const { open, buttonRef, panelRef, buttonProps, panelProps } = useDropdown(accountMenuId);
  const drawerOpen = useStore($openDrawer) === 'right';
  // A missing picture shows a neutral silhouette, never a broken-image icon.
  const [avatarFailed, setAvatarFailed] = useState(false);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The stores open the drawer or the menu; the native `command` is only for
    // the time before hydration (a header that holds its drawers).
    event.preventDefault();
    const breakpoint = currentBreakpoint();
    if (breakpoint && isMobileBreakpoint(breakpoint)) toggleDrawer('right', buttonRef.current);
    else toggleMenu(accountMenuId);
  };
  return (
    <div className={`site-dropdown site-account-menu${open ? ' site-dropdown--open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="site-account-menu__button"
        aria-label={t('header.openUserMenu')}
        {...buttonProps}
        aria-expanded={open || drawerOpen}
        onClick={onClick}
        {...nativeOpener(drawerDialogId('right'))}
      >
        {avatarFailed ? (
          <span className="site-account-menu__avatar site-account-menu__avatar--placeholder">
            <Icon name="user" size={20} />
          </span>
        ) : (
          <img
            className="site-account-menu__avatar"
            src={avatarSrc}
            width={32}
            height={32}
            alt=""
            onError={() => setAvatarFailed(true)}
          />
        )}
      </button>
      <div ref={panelRef} className="site-dropdown__panel site-popup" {...panelProps}>
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
              <MenuLink
                link={link}
                t={t}
                currentPath={currentPath}
                className="site-dropdown__link"
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Opens the right drawer's dialog before hydration, where the header holds
 * its drawers (React passes the lowercase attributes through; the types do
 * not know them yet). Elsewhere `commandfor` names nothing and does nothing.
 */
function nativeOpener(dialogId: string): Record<string, string> {
  return { commandfor: dialogId, command: 'show-modal' };
}
