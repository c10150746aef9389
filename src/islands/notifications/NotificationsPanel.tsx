import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { NotificationsState } from '../../stores/notifications/notifications-list.ts';
import type { NotificationsStores } from '../../stores/notifications/notifications-stores.ts';
import type { SafeNotificationsState } from '../../stores/notifications/safe-notifications.ts';
import { Button } from '../Button.tsx';
import type { Translate } from '../translate.ts';
import { LogInNotice } from '../LogInNotice.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import { PushPrompt } from './PushPrompt.tsx';
import { PushStatus } from './PushStatus.tsx';

export interface NotificationsPanelProps {
  stores: NotificationsStores;
  /** BCP 47, the page's locale: time labels follow it. */
  locale: string;
  t: Translate;
  /** A link was followed: close the dropdown. */
  onNavigate: () => void;
}

/**
 * The notifications dropdown's content: heading and "Mark all read", the push
 * prompt, then loading, the empty text or the list, and the links to the
 * notifications page and settings. The list waits for the sanitizer's chunk
 * (loading meanwhile); if it fails to load, the panel says so, and "Try
 * again" loads it again. A failed "Mark all read" is announced (the items
 * it marked are unread again); without a session the panel asks the visitor
 * to log in instead (spec §6).
 */
export function NotificationsPanel({ stores, locale, t, onNavigate }: NotificationsPanelProps) {
  const state = useStore(stores.list.$state);
  const safe = useStore(stores.safeList.$state);
  const headingId = useId();
  const hasUnread = state.items.some((item) => !item.isRead);
  return (
    <section className="site-notifications" aria-labelledby={headingId}>
      <header className="site-notifications__header">
        <h2 id={headingId} className="site-notifications__title">
          {t('notifications.title')}
        </h2>
        {state.items.length > 0 && (
          <Button
            look="ghost"
            className="site-notifications__mark-all"
            disabled={!hasUnread}
            savingLabel={t('button.saving')}
            onClick={() => void stores.list.markAllRead()}
          >
            {t('notifications.markAllRead')}
          </Button>
        )}
      </header>
      {state.signedOut ? (
        <LogInNotice text={t('notifications.loggedOut')} t={t} onNavigate={onNavigate} />
      ) : (
        <NotificationsBody
          stores={stores}
          state={state}
          safe={safe}
          locale={locale}
          t={t}
          onNavigate={onNavigate}
        />
      )}
    </section>
  );
}

interface NotificationsBodyProps extends NotificationsPanelProps {
  state: NotificationsState;
  safe: SafeNotificationsState;
}

/** Everything under the heading for a signed-in user: alert, prompt, states, list, links. */
function NotificationsBody({ stores, state, safe, locale, t, onNavigate }: NotificationsBodyProps) {
  const waitingForSanitizer = safe.status === 'loading' && state.items.length > 0;
  return (
    <>
      {state.markAllReadFailed && (
        // An alert is announced as it enters the page.
        <p className="site-notifications__alert" role="alert">
          {t('notifications.markAllReadFailed')}
        </p>
      )}
      <PushPrompt push={stores.push} t={t} />
      <div className="site-notifications__status" role="status">
        {(state.loading || waitingForSanitizer) && (
          <p className="site-notifications__loading">{t('notifications.loading')}</p>
        )}
        {!state.loading && state.loaded && state.items.length === 0 && (
          <p className="site-notifications__empty">{t('notifications.empty')}</p>
        )}
      </div>
      {safe.status === 'error' && state.items.length > 0 && (
        <div className="site-notifications__error" role="alert">
          <p>{t('notifications.error')}</p>
          <Button
            look="secondary"
            savingLabel={t('button.saving')}
            onClick={() => stores.safeList.retry()}
          >
            {t('messages.retry')}
          </Button>
        </div>
      )}
      {safe.status === 'ready' && safe.items.length > 0 && (
        <ul className="site-notifications__list" aria-busy={state.loading || undefined}>
          {safe.items.map((item) => (
            <NotificationItem
              key={item.key}
              item={item}
              locale={locale}
              t={t}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
      <footer className="site-notifications__footer">
        <PushStatus push={stores.push} t={t} />
        <a className="site-notifications__footer-link" href="/notifications" onClick={onNavigate}>
          {t('notifications.viewAll')}
        </a>
        <a
          className="site-notifications__footer-link"
          href="/accounts/notifications"
          onClick={onNavigate}
        >
          {t('notifications.settings')}
        </a>
      </footer>
    </>
  );
}
