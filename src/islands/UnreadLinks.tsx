import { useStore } from '@nanostores/react';
import type { HeaderAction } from '../navigation/types.ts';
import { $unreadMessages, $unreadNotifications, isMessagesPath } from '../stores/unread.ts';
import { IconButton } from './IconButton.tsx';
import type { Translate } from './translate.ts';
import { UnreadBadge } from './UnreadBadge.tsx';
import { useUnreadCountText } from './use-unread-label.ts';
import { userSlotNames } from './user-slots.ts';

// The header's messages and notifications links of a signed-in user
// (HeaderActions.tsx), in their own module so that a logged-out build can
// leave them out (src/microsite/hydration/browser-swaps-plugin.ts).

export interface UnreadLinkProps {
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
export function UnreadLink({ action, t, currentPath }: UnreadLinkProps) {
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
export function UnreadSlotLink({ action, t, currentPath }: UnreadLinkProps) {
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
