import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Role } from '../../navigation/types.ts';
import { closeMenu } from '../../stores/open-menu.ts';
import {
  messagesStoresFor,
  type MessagesStoresOptions,
} from '../../stores/messages/messages-stores.ts';
import { messagesMenuId } from '../../stores/messages/unseen-count.ts';
import { $unreadMessages, isMessagesBadgeVisible } from '../../stores/unread.ts';
import { Icon } from '../icons/Icon.tsx';
import type { Translate } from '../translate.ts';
import { HeaderDropdown } from '../HeaderDropdown.tsx';
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
  return (
    <HeaderDropdown
      id={messagesMenuId}
      label={label}
      picture={<Icon name="message" size={22} />}
      badge={{ count: unread, visible: isMessagesBadgeVisible(unread, currentPath) }}
      className="site-messages-menu"
      panelClassName="site-messages-menu__panel"
      lazy
      t={t}
    >
      <MessagesPanel
        stores={stores}
        role={role}
        currentPath={currentPath}
        locale={locale}
        t={t}
        onNavigate={() => closeMenu(messagesMenuId)}
      />
    </HeaderDropdown>
  );
}
