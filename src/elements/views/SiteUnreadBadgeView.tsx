import { useStore } from '@nanostores/react';
import { useTranslator } from '../../islands/use-translator.ts';
import { useUnreadCountText } from '../../islands/use-unread-label.ts';
import { $unreadMessages, $unreadNotifications } from '../../stores/unread.ts';
import type { ShellViewProps } from '../../islands/shell-props.ts';
import type { ElementValues, ElementViewProps } from '../element-spec.ts';
import type { siteUnreadBadgeSpec } from '../specs/site-unread-badge.ts';
import { ShellRoot } from './ShellRoot.tsx';

type Kind = 'messages' | 'notifications';

interface BadgeProps {
  kind: Kind;
  shell: ShellViewProps;
}

/** The same count as the header's, from the same store; hidden at zero (and for messages, on /messages). */
function Badge({ kind, shell }: BadgeProps) {
  const count = useStore(kind === 'messages' ? $unreadMessages : $unreadNotifications);
  const { t } = useTranslator(shell.locale, shell.messages);
  const text = useUnreadCountText(kind, count, shell.currentPath, t);
  // src/elements/live-counts/count-markup.ts writes this same markup before React.
  if (text.badge === null) return null;
  return (
    <span className="site-badge site-badge--standalone" part="badge">
      <span aria-hidden="true">{text.badge}</span>
      <span className="site-visually-hidden">{text.label}</span>
    </span>
  );
}

/** What `<site-unread-badge>` renders (specs/site-unread-badge.ts describes its attributes). */
export function SiteUnreadBadgeElement(
  props: ElementViewProps<ElementValues<typeof siteUnreadBadgeSpec>>,
) {
  const kind = props.values.kind ?? 'messages';
  return <ShellRoot {...props} live render={(shell) => <Badge kind={kind} shell={shell} />} />;
}
