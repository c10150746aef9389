import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Role } from '../../navigation/types.ts';
import { closeMenu } from '../../stores/menus.ts';
import {
  messagesStoresFor,
  type MessagesStoresOptions,
} from '../../stores/messages/messages-stores.ts';
import { messagesMenuId } from '../../stores/messages/unseen-count.ts';
import { $unreadMessages, isMessagesBadgeVisible } from '../../stores/unread.ts';
import { Icon } from '../icons/Icon.tsx';
import type { Translate } from '../i18n/translate.ts';
import { useDropdown } from '../popup/use-dropdown.ts';
import { UnreadBadge } from '../UnreadBadge.tsx';
import { useUnreadLabel } from '../use-unread-label.ts';
import { MessagesPanel } from './MessagesPanel.tsx';

export interface MessagesDropdownProps {
  /** Endpoints from the element's attributes; missing ones default to the page's origin. */
  endpoints?: MessagesStoresOptions | undefined;
  /** A logged-in role: logged-out pages show `MessagesLoggedOut` and never load this module. */
  role: Exclude<Role, 'logged-out'>;
  currentPath: string;
  /** BCP 47, the page's locale. */
  locale: string;
  t: Translate;
}

/**
 * The header's messages button and dropdown. The badge shows the live unseen
 * count (hidden at 0 and on the messages pages, spec §5) and the button's
 * accessible name says it; opening the dropdown marks chats seen (store).
 */
export function MessagesDropdown({
  endpoints,
  role,
  currentPath,
  locale,
  t,
}: MessagesDropdownProps) {
  const stores = useMemo(() => messagesStoresFor(endpoints), [endpoints]);
  const unread = useStore($unreadMessages);
  const label = useUnreadLabel('messages', unread, t);
  // Listening keeps the count query and subscription running while the button is on screen.
  useStore(stores.unseenCount.$count);
  const { open, buttonRef, panelRef, buttonProps, panelProps } = useDropdown(messagesMenuId);
  return (
    <div className={`site-dropdown site-messages-menu${open ? ' site-dropdown--open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="site-icon-button"
        aria-label={label}
        {...buttonProps}
      >
        <Icon name="message" size={22} />
        <UnreadBadge count={unread} visible={isMessagesBadgeVisible(unread, currentPath)} />
      </button>
      <div
        ref={panelRef}
        className="site-dropdown__panel site-popup site-messages-menu__panel"
        {...panelProps}
      >
        {open && (
          <MessagesPanel
            stores={stores}
            role={role}
            currentPath={currentPath}
            locale={locale}
            t={t}
            onNavigate={() => closeMenu(messagesMenuId)}
          />
        )}
      </div>
    </div>
  );
}
