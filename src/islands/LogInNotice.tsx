import type { Translate } from './translate.ts';

export interface LogInNoticeProps {
  /** What cannot be shown without a session, e.g. `messages.loggedOut`. */
  text: string;
  t: Translate;
  /** A link was followed: close the dropdown. */
  onNavigate?: (() => void) | undefined;
}

/**
 * "Please log in to view your messages" (spec §6) and its notifications
 * twin, with a link to /login: what a visitor without a session meets in the
 * messages and notifications areas, also when the session ended while the
 * page was open. Imports nothing of the live layer.
 */
export function LogInNotice({ text, t, onNavigate }: LogInNoticeProps) {
  return (
    <div className="site-log-in-notice">
      <p className="site-log-in-notice__text">{text}</p>
      <a className="site-log-in-notice__link" href="/login" onClick={onNavigate}>
        {t('header.login')}
      </a>
    </div>
  );
}
