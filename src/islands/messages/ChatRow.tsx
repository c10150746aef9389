import type { Chat } from '../../live/graphql/documents.ts';
import { chatHref, chatPartner } from '../../live/chat-unread.ts';
import { parseTimestamp } from '../../live/time/parse-date.ts';
import { Avatar } from '../Avatar.tsx';
import type { Translate } from '../translate.ts';
import { TimeLabel } from '../notifications/TimeLabel.tsx';

export interface ChatRowProps {
  chat: Chat;
  viewerId: string;
  unread: boolean;
  locale: string;
  t: Translate;
  onNavigate: () => void;
}

/** One recent chat: the partner, the last message as plain text, its time; a link to the conversation. */
export function ChatRow({ chat, viewerId, unread, locale, t, onNavigate }: ChatRowProps) {
  const partner = chatPartner(chat, viewerId);
  const event = chat.lastEvent;
  const date = event ? parseTimestamp(event.createdAt) : null;
  return (
    <li className={`site-chat site-time-host${unread ? ' site-chat--unread' : ''}`}>
      <a className="site-chat__link" href={chatHref(chat, viewerId)} onClick={onNavigate}>
        {/* Decorative here: the name follows as text, so the link does not say it twice. */}
        <span aria-hidden="true" className="site-chat__avatar">
          <Avatar
            user={partner ? { id: partner.user.id, displayName: partner.user.displayName } : null}
            size={40}
            t={t}
          />
        </span>
        <span className="site-chat__text">
          <span className="site-chat__name">{partner?.user.displayName ?? ''}</span>
          {unread && <span className="site-visually-hidden">{t('messages.unread')}</span>}
          {/* Chat content is plain text: React escapes it (never innerHTML). */}
          {event && <span className="site-chat__preview">{event.content}</span>}
        </span>
        {date && <TimeLabel date={date} locale={locale} />}
        {unread && <span className="site-chat__dot" aria-hidden="true" />}
      </a>
    </li>
  );
}
