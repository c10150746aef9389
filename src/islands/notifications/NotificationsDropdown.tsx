import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { notificationsMenuId } from '../../stores/notifications/notifications-list.ts';
import {
  notificationsStoresFor,
  type NotificationsStoresOptions,
} from '../../stores/notifications/notifications-stores.ts';
import { closeMenu } from '../../stores/open-menu.ts';
import { $unreadNotifications, isNotificationsBadgeVisible } from '../../stores/unread.ts';
import { Icon } from '../icons/Icon.tsx';
import type { Translate } from '../translate.ts';
import { HeaderDropdown } from '../HeaderDropdown.tsx';
import { useUnreadLabel } from '../use-unread-label.ts';
import { NotificationsPanel } from './NotificationsPanel.tsx';

export interface NotificationsDropdownProps {
  /** Endpoints from the element's attributes; missing ones default to the page's origin. */
  endpoints?: NotificationsStoresOptions | undefined;
  /** BCP 47, the page's locale. */
  locale: string;
  t: Translate;
}

/**
 * The header's bell (spec §4): the button opens and closes the dropdown, a
 * click outside closes it (use-dropdown.ts), hovering it while closed
 * refetches (debounced in the store). The badge shows the live count, 99+
 * above 99, and the button's accessible name says the count.
 */
export function NotificationsDropdown({ endpoints, locale, t }: NotificationsDropdownProps) {
  const stores = useMemo(() => notificationsStoresFor(endpoints), [endpoints]);
  const unread = useStore($unreadNotifications);
  const label = useUnreadLabel('notifications', unread, t);
  // Listening keeps the page's one socket open while the bell is on screen,
  // and the list store following the dropdown (opening it POSTs mark-read-counter).
  useStore(stores.counter.$socketState);
  useStore(stores.list.$state);
  return (
    <HeaderDropdown
      id={notificationsMenuId}
      label={label}
      picture={<Icon name="bell" size={22} />}
      badge={{ count: unread, visible: isNotificationsBadgeVisible(unread) }}
      className="site-notifications-menu"
      panelClassName="site-notifications-menu__panel"
      lazy
      t={t}
      onPointerEnter={() => stores.list.hoverIcon()}
    >
      <NotificationsPanel
        stores={stores}
        locale={locale}
        t={t}
        onNavigate={() => closeMenu(notificationsMenuId)}
      />
    </HeaderDropdown>
  );
}
