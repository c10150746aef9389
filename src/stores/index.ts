// The shell's shared state: what the element layer and the islands import.
export { sharedAtom, shared, registryKey } from './registry.ts';
export {
  breakpoints,
  breakpointMinWidth,
  breakpointOf,
  isMobileBreakpoint,
  mobileMaxWidth,
  type Breakpoint,
} from './breakpoints.ts';
export { $breakpoint, currentBreakpoint } from './viewport.ts';
export {
  $openDrawer,
  $drawerOpener,
  openDrawer,
  closeDrawer,
  toggleDrawer,
  takeDrawerOpener,
  type DrawerSide,
} from './drawers.ts';
export { $openMenu, openMenu, closeMenu, toggleMenu } from './menus.ts';
export { $escapeStack, pushEscapeLayer, topEscapeLayer, type EscapeLayer } from './escape-stack.ts';
export {
  $unreadMessages,
  $unreadNotifications,
  setUnreadMessages,
  setUnreadNotifications,
  unreadBadgeCap,
  unreadBadgeText,
  isMessagesPath,
  isMessagesBadgeVisible,
  isNotificationsBadgeVisible,
} from './unread.ts';
export { createTooltipStore, type TooltipStore } from './tooltip.ts';
export * from './popup-timing.ts';
