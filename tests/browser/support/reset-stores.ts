import { $drawerOpener, closeDrawer } from '../../../src/stores/drawers.ts';
import { $openMenu } from '../../../src/stores/open-menu.ts';
import { setUnreadMessages, setUnreadNotifications } from '../../../src/stores/unread.ts';

/** Puts the shared stores back to a closed, zero-count page between tests. */
export function resetStores(): void {
  closeDrawer();
  $drawerOpener.set(null);
  $openMenu.set(null);
  setUnreadMessages(0);
  setUnreadNotifications(0);
}
