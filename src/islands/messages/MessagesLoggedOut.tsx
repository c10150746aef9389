import type { Translate } from '../translate.ts';
import { LogInNotice } from '../LogInNotice.tsx';

export interface MessagesLoggedOutProps {
  t: Translate;
  onNavigate?: (() => void) | undefined;
}

/**
 * The message area for a visitor without a session (spec §6): logged out, or
 * signed out while the page was open. It imports nothing of the live layer,
 * so a logged-out page can show it without loading Apollo.
 */
export function MessagesLoggedOut({ t, onNavigate }: MessagesLoggedOutProps) {
  return (
    <div className="site-messages">
      <LogInNotice text={t('messages.loggedOut')} t={t} onNavigate={onNavigate} />
    </div>
  );
}
