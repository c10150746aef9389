import { useId } from 'react';
import type { SafeNotification } from '../../live/notifications/notification.ts';
import type { Translate } from '../translate.ts';
import { TimeLabel } from './TimeLabel.tsx';

export interface NotificationItemProps {
  item: SafeNotification;
  locale: string;
  t: Translate;
  /** A link in the item was followed: close the dropdown. */
  onNavigate: () => void;
}

/**
 * One notification. Its HTML is already sanitized (safe-notifications.ts) and
 * its URLs are relative or http(s). With a destination, the date is a link
 * stretched over the whole item, so all of it is one click target (named by
 * the unread status, the message and the date), while links inside the
 * message stay clickable on their own.
 */
export function NotificationItem({ item, locale, t, onNavigate }: NotificationItemProps) {
  const id = useId();
  const unreadId = `${id}-unread`;
  const messageId = `${id}-message`;
  const timeId = `${id}-time`;
  const labelledBy = [item.isRead ? null : unreadId, messageId, timeId].filter(Boolean).join(' ');
  const time = <TimeLabel date={item.lastActivityAt} locale={locale} fullId={timeId} />;
  const classes = `site-notification site-time-host${item.isRead ? '' : ' site-notification--unread'}`;
  return (
    // The click is only observed, to close the dropdown once a link was followed.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <li
      className={classes}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a[href]')) onNavigate();
      }}
    >
      {item.iconUrl && (
        <img className="site-notification__icon" src={item.iconUrl} alt="" width={24} height={24} />
      )}
      <div className="site-notification__body">
        {!item.isRead && (
          <span id={unreadId} className="site-visually-hidden">
            {t('messages.unread')}
          </span>
        )}
        <div
          id={messageId}
          className="site-notification__message"
          // Sanitized by DOMPurify with the allow-list of sanitize-html.ts.
          dangerouslySetInnerHTML={{ __html: item.safeHtml }}
        />
        <p className="site-notification__meta">
          {item.destinationUrl ? (
            <a
              className="site-notification__link"
              href={item.destinationUrl}
              aria-labelledby={labelledBy}
            >
              {time}
            </a>
          ) : (
            time
          )}
        </p>
      </div>
      {item.thumbnailUrl && (
        <img
          className="site-notification__thumbnail"
          src={item.thumbnailUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
      )}
    </li>
  );
}
