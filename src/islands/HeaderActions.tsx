import type { ReactNode } from 'react';
import type { HeaderAction, NavLink } from '../navigation/types.ts';
import { AccountMenu } from './AccountMenu.tsx';
import type { Translate } from './translate.ts';
import { MenuLink } from './NavEntry.tsx';
import { PhoneTooltip } from './PhoneTooltip.tsx';
import type { ShellUser } from './shell-props.ts';
import { SupportMenu } from './SupportMenu.tsx';
import { UnreadLink, UnreadSlotLink } from './UnreadLinks.tsx';

/**
 * The live dropdowns of signed-in users (src/live), rendered in place of the
 * plain messages and notifications links once their chunk has loaded.
 */
export interface HeaderLiveSlots {
  messages(t: Translate): ReactNode;
  notifications(t: Translate): ReactNode;
}

export interface HeaderActionsProps {
  actions: readonly HeaderAction[];
  accountMenu: readonly NavLink[] | null;
  user?: ShellUser | undefined;
  /** The counts are the page's own light-DOM children (user-slots.ts). */
  userSlots?: boolean | undefined;
  t: Translate;
  currentPath: string;
  live?: HeaderLiveSlots | undefined;
}

/**
 * The right-hand side of the header, in the model's order. Groups and help
 * links move into the left drawer below 900 px (CSS), the phone, Log in, the
 * unread icons and the avatar stay.
 */
export function HeaderActions({
  actions,
  accountMenu,
  user,
  userSlots = false,
  t,
  currentPath,
  live,
}: HeaderActionsProps) {
  return (
    <ul className="site-header__actions">
      {actions.map((action) => {
        switch (action.kind) {
          case 'phone':
            return (
              <li key={action.id} className="site-header__action site-header__action--phone">
                <PhoneTooltip phone={action} t={t} />
              </li>
            );
          case 'group':
            return (
              <li key={action.id} className="site-header__action site-header__action--desktop">
                <SupportMenu group={action} t={t} currentPath={currentPath} />
              </li>
            );
          case 'link':
            if (action.id === 'login') {
              return (
                <li key={action.id} className="site-header__action site-header__action--login">
                  <MenuLink
                    link={action}
                    t={t}
                    currentPath={currentPath}
                    className="site-header__login"
                  />
                </li>
              );
            }
            // Help links shrink to their icon on narrow desktops (CSS).
            return (
              <li key={action.id} className="site-header__action site-header__action--desktop">
                <MenuLink
                  link={action}
                  t={t}
                  currentPath={currentPath}
                  icon="help"
                  className="site-header__link site-header__link--collapsible"
                />
              </li>
            );
          case 'messages':
          case 'notifications':
            return (
              <li key={action.id} className="site-header__action">
                {live ? (
                  live[action.kind](t)
                ) : userSlots ? (
                  <UnreadSlotLink action={action} t={t} currentPath={currentPath} />
                ) : (
                  <UnreadLink action={action} t={t} currentPath={currentPath} />
                )}
              </li>
            );
          case 'avatar':
            return (
              <li key={action.id} className="site-header__action site-header__action--avatar">
                <AccountMenu
                  items={accountMenu ?? []}
                  avatarSrc={action.src}
                  user={user}
                  t={t}
                  currentPath={currentPath}
                />
              </li>
            );
        }
      })}
    </ul>
  );
}
