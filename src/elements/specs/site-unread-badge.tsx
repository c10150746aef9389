import { useStore } from '@nanostores/react';
import { useTranslator } from '../../islands/i18n/use-translator.ts';
import {
  $unreadMessages,
  $unreadNotifications,
  isMessagesBadgeVisible,
  isNotificationsBadgeVisible,
  unreadBadgeText,
} from '../../stores/unread.ts';
import type { Messages } from '../../i18n/message-id.ts';
import { enumAttribute } from '../attribute-spec.ts';
import type { ElementSpec, ElementViewProps } from '../element-spec.ts';
import type { ShellContext } from '../resolve-shell.ts';
import { shellAttributes } from '../shell-attributes.ts';
import { ShellRoot } from '../ShellRoot.tsx';
import { themeProperties } from './common-docs.ts';

type Kind = 'messages' | 'notifications';

const kindAttribute = enumAttribute('kind', 'kind', ['messages', 'notifications'] as const, {
  description: 'Which count: unseen chats or unread notifications.',
  defaultText: '"messages"',
});

interface BadgeProps {
  kind: Kind;
  context: ShellContext;
  messages: Messages;
}

/** The same count as the header's, from the same store; hidden at zero (and for messages, on /messages). */
function Badge({ kind, context, messages }: BadgeProps) {
  const count = useStore(kind === 'messages' ? $unreadMessages : $unreadNotifications);
  const { t } = useTranslator(context.locale, messages);
  const visible =
    kind === 'messages'
      ? isMessagesBadgeVisible(count, context.currentPath)
      : isNotificationsBadgeVisible(count);
  if (!visible) return null;
  return (
    <span className="site-badge site-badge--standalone" part="badge">
      <span aria-hidden="true">{unreadBadgeText(count)}</span>
      <span className="site-visually-hidden">
        {t(kind === 'messages' ? 'header.messages' : 'header.notifications', { count })}
      </span>
    </span>
  );
}

function SiteUnreadBadgeElement({ values, host }: ElementViewProps) {
  const kind = (values['kind'] as Kind | undefined) ?? 'messages';
  return (
    <ShellRoot
      values={values}
      host={host}
      live
      render={(context, messages) => <Badge kind={kind} context={context} messages={messages} />}
    />
  );
}

export const siteUnreadBadgeSpec: ElementSpec = {
  tag: 'site-unread-badge',
  description:
    'An unread count anywhere on a legacy page, always the same as the header’s: "99+" above 99, hidden at zero, the messages count hidden on /messages pages.',
  attributes: [...shellAttributes, kindAttribute],
  events: [],
  parts: [{ name: 'badge', description: 'The badge itself.' }],
  cssProperties: themeProperties,
  example: `<a href="/notifications">Notifications
  <site-unread-badge kind="notifications" site="us-en"></site-unread-badge></a>`,
  view: SiteUnreadBadgeElement,
};
