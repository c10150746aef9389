import type { Translate } from '../i18n/translate.ts';

export interface MessagesLoggedOutProps {
  t: Translate;
}

/**
 * The message area for a logged-out visitor (spec §6). It imports nothing of
 * the live layer, so a logged-out page can show it without loading Apollo.
 */
export function MessagesLoggedOut({ t }: MessagesLoggedOutProps) {
  return (
    <div className="site-messages">
      <p className="site-messages__logged-out">{t('messages.loggedOut')}</p>
    </div>
  );
}
