import { useStore } from '@nanostores/react';
import { formatLocaleOf } from '../../i18n/format-locale.ts';
import { relativeTimeLabel } from '../../live/time/relative-time-label.ts';
import { $now } from '../../stores/notifications/now.ts';

export interface TimeLabelProps {
  date: Date;
  /** BCP 47, the page's locale. */
  locale: string;
  /** Default: the browser's time zone. */
  timeZone?: string | undefined;
  /** The id of the full date's element, for aria-labelledby elsewhere. */
  fullId?: string | undefined;
}

/**
 * A relative time label (spec §5) that follows the page's one 10 s clock.
 * The short label is for the eye; the full date is what assistive technology
 * reads, and it appears on hover and when the row holding the label (marked
 * `site-time-host`) has focus (see notifications.css).
 */
export function TimeLabel({ date, locale, timeZone, fullId }: TimeLabelProps) {
  const now = useStore($now);
  // Formatted in the nearest locale Intl supports (en-BR → en-001: day first).
  const label = relativeTimeLabel(date, new Date(now), formatLocaleOf(locale), timeZone);
  if (!label) return null;
  return (
    <time className="site-time" dateTime={label.iso} data-kind={label.kind}>
      <span className="site-time__short" aria-hidden="true">
        {label.text}
      </span>
      <span className="site-time__full" id={fullId}>
        {label.full}
      </span>
    </time>
  );
}
