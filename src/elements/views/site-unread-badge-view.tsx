import { useStore } from '@nanostores/react';
import { useTranslator } from '../../islands/i18n/use-translator.ts';
import { useUnreadLabel } from '../../islands/use-unread-label.ts';
import {
  $unreadMessages,
  $unreadNotifications,
  isMessagesBadgeVisible,
  isNotificationsBadgeVisible,
  unreadBadgeText,
} from '../../stores/unread.ts';
import type { Messages } from '../../i18n/message-id.ts';
import type { ElementValues, ElementViewProps } from '../element-spec.ts';
import type { ShellContext } from '../resolve-shell.ts';
import { siteUnreadBadgeSpec } from '../specs/site-unread-badge.ts';
import { ShellRoot } from './ShellRoot.tsx';

type Kind = 'messages' | 'notifications';

interface BadgeProps {
  kind: Kind;
  context: ShellContext;
  messages: Messages;
}

/** The same count as the header's, from the same store; hidden at zero (and for messages, on /messages). */
function Badge({ kind, context, messages }: BadgeProps) {
  const count = useStore(kind === 'messages' ? $unreadMessages : $unreadNotifications);
  const { t } = useTranslator(context.locale, messages);
  const label = useUnreadLabel(kind, count, t);
  const visible =
    kind === 'messages'
      ? isMessagesBadgeVisible(count, context.currentPath)
      : isNotificationsBadgeVisible(count);
  if (!visible) return null;
  return (
    <span className="site-badge site-badge--standalone" part="badge">
      <span aria-hidden="true">{unreadBadgeText(count, t('header.badgeOverflow'))}</span>
      <span className="site-visually-hidden">{label}</span>
    </span>
  );
}

/** What `<site-unread-badge>` renders (specs/site-unread-badge.ts describes its attributes). */
export function SiteUnreadBadgeElement({
  values,
  host,
  serverStyles,
}: ElementViewProps<ElementValues<typeof siteUnreadBadgeSpec>>) {
  const kind = values.kind ?? 'messages';
  return (
    <ShellRoot
      tag={siteUnreadBadgeSpec.tag}
      values={values}
      host={host}
      serverStyles={serverStyles}
      live
      render={(context, messages) => <Badge kind={kind} context={context} messages={messages} />}
    />
  );
}
