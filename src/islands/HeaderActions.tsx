import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { HeaderAction, NavLink } from '../navigation/types.ts';
import { $unreadMessages, $unreadNotifications, isMessagesPath } from '../stores/unread.ts';
import { AccountMenu } from './AccountMenu.tsx';
import type { Translate } from './translate.ts';
import { IconButton } from './IconButton.tsx';
import { MenuLink } from './NavEntry.tsx';
import { PhoneTooltip } from './PhoneTooltip.tsx';
import type { ShellUser } from './shell-props.ts';
import { SupportMenu } from './SupportMenu.tsx';
import { UnreadBadge } from './UnreadBadge.tsx';
import { useUnreadCountText } from './use-unread-label.ts';
import { userSlotNames } from './user-slots.ts';

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

interface UnreadLinkProps {
  action: Extract<HeaderAction, { kind: 'messages' | 'notifications' }>;
  t: Translate;
  currentPath: string;
}

/**
 * The messages or notifications icon as a plain link with its unread badge:
 * what the header shows before the live dropdowns have loaded (and where
 * they never load, such as server rendering). Marked `data-unread`: before
 * React, the live counts keep the server's link current without it
 * (src/elements/live-counts/count-markup.ts writes this same markup).
 */
function UnreadLink({ action, t, currentPath }: UnreadLinkProps) {
  const count = useStore(action.kind === 'messages' ? $unreadMessages : $unreadNotifications);
  const text = useUnreadCountText(action.kind, count, currentPath, t);
  return (
    <IconButton
      icon={action.kind === 'messages' ? 'message' : 'bell'}
      href={action.href}
      label={text.label}
      unread={action.kind}
    >
      <UnreadBadge count={count} visible={text.badge !== null} t={t} />
    </IconButton>
  );
}

/**
 * The same link in the server's shared render (user-slots.ts): the page
 * writes the count as `<span slot="unread-messages" class="site-badge">3</span>`
 * (nothing at zero), which shows in the badge's place and completes the
 * link's name ("Messages 3"). The messages badge stays hidden on the
 * messages pages, as the live one does.
 */
function UnreadSlotLink({ action, t, currentPath }: UnreadLinkProps) {
  const messages = action.kind === 'messages';
  return (
    <IconButton
      icon={messages ? 'message' : 'bell'}
      href={action.href}
      label={t(messages ? 'messages.title' : 'notifications.title')}
    >
      {(!messages || !isMessagesPath(currentPath)) && (
        <slot name={messages ? userSlotNames.messages : userSlotNames.notifications} />
      )}
    </IconButton>
  );
}
