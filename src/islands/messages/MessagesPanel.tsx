import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { activeChatUserId, isChatUnread } from '../../live/chat-unread.ts';
import type { Role } from '../../navigation/types.ts';
import type { MessagesStores } from '../../stores/messages/messages-stores.ts';
import { Button } from '../Button.tsx';
import type { Translate } from '../translate.ts';
import { ChatRow } from './ChatRow.tsx';
import { MessagesLoggedOut } from './MessagesLoggedOut.tsx';

export interface MessagesPanelProps {
  stores: MessagesStores;
  role: Role;
  /** The page's path: the conversation it shows is the active chat. */
  currentPath: string;
  locale: string;
  t: Translate;
  onNavigate: () => void;
}

/**
 * The messages dropdown's content (spec §4, §8): loading; the error with
 * "Try again"; the empty text per role; or the recent chats, unread ones
 * marked. A link to the inbox (/messages) heads it. Without a session (the
 * server says there is no viewer) it asks the visitor to log in instead.
 */
export function MessagesPanel(props: MessagesPanelProps) {
  if (props.role === 'logged-out') {
    return <MessagesLoggedOut t={props.t} onNavigate={props.onNavigate} />;
  }
  return <MessagesPanelLive {...props} />;
}

function MessagesPanelLive({
  stores,
  role,
  currentPath,
  locale,
  t,
  onNavigate,
}: MessagesPanelProps) {
  const state = useStore(stores.recentChats.$state);
  const headingId = useId();
  // The session ended while the page was open: the server has no viewer.
  if (state.status === 'signed-out') return <MessagesLoggedOut t={t} onNavigate={onNavigate} />;
  return (
    <section className="site-messages" aria-labelledby={headingId}>
      <header className="site-messages__header">
        <h2 id={headingId} className="site-messages__title">
          {t('messages.title')}
        </h2>
        <a className="site-messages__inbox" href="/messages" onClick={onNavigate}>
          {t('messages.viewAll')}
        </a>
      </header>
      <div className="site-messages__status" role="status">
        {state.status === 'loading' && (
          <p className="site-messages__loading">{t('messages.loading')}</p>
        )}
      </div>
      {state.status === 'error' && (
        <div className="site-messages__error" role="alert">
          <h3 className="site-messages__error-title">{t('messages.errorTitle')}</h3>
          <p>{t('messages.errorText')}</p>
          <Button
            look="secondary"
            savingLabel={t('button.saving')}
            onClick={() => void stores.recentChats.retry()}
          >
            {t('messages.retry')}
          </Button>
        </div>
      )}
      {state.status === 'ready' && state.chats.length === 0 && (
        <div className="site-messages__empty">
          <p className="site-messages__empty-title">{t('messages.empty')}</p>
          {role === 'designer' ? (
            <p>{t('messages.emptyDesigner')}</p>
          ) : (
            <p>
              <a href="/designers/search" onClick={onNavigate}>
                {t('messages.findADesigner')}
              </a>
            </p>
          )}
        </div>
      )}
      {state.status === 'ready' && state.chats.length > 0 && (
        <ul className="site-messages__list">
          {state.chats.map((chat) => {
            const viewerId = state.viewer?.id ?? '';
            return (
              <ChatRow
                key={chat.id}
                chat={chat}
                viewerId={viewerId}
                unread={isChatUnread(chat, viewerId, activeChatUserId(currentPath))}
                locale={locale}
                t={t}
                onNavigate={onNavigate}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
