import { createTreeTranslate } from '../../i18n/format-message-tree.ts';
import type { Messages } from '../../i18n/message-id.ts';
import { unreadCountText, type UnreadKind } from '../../islands/unread-count-text.ts';
import { $unreadStale } from '../../stores/live-status.ts';
import { $unreadMessages, $unreadNotifications } from '../../stores/unread.ts';
import type { ShellContext } from '../resolve-shell.ts';
import { writeCountLink, writeStandaloneBadge } from './count-markup.ts';

/**
 * Writes every change of a count into a server-rendered `root`, without
 * React or formatjs (the text from the precompiled catalogue:
 * i18n/format-message-tree.ts): the header's links marked `data-unread`, or,
 * with `badge`, the root of a `<site-unread-badge>` of that kind. Returns the
 * cleanup (the views are taking the HTML over).
 */
export function writeCounts(
  root: ShadowRoot,
  context: ShellContext,
  messages: Messages,
  badge: UnreadKind | null,
): () => void {
  const t = createTreeTranslate(context.locale, messages);
  const textOf = (kind: UnreadKind) =>
    unreadCountText(
      kind,
      (kind === 'messages' ? $unreadMessages : $unreadNotifications).get(),
      { stale: $unreadStale.get()[kind], currentPath: context.currentPath },
      t,
    );
  const write = () => {
    if (badge) {
      writeStandaloneBadge(root, textOf(badge));
      return;
    }
    for (const link of root.querySelectorAll('[data-unread]')) {
      const kind = link.getAttribute('data-unread');
      if (kind === 'messages' || kind === 'notifications') writeCountLink(link, textOf(kind));
    }
  };
  // Each store calls back at once with its value: the first write catches
  // up with anything that changed since the server rendered.
  const stops = [$unreadMessages, $unreadNotifications, $unreadStale].map((store) =>
    store.subscribe(write),
  );
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
