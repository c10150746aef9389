import type { ReactNode } from 'react';
import { Icon } from './icons/Icon.tsx';
import type { IconName } from './icons/icon-paths.ts';

export interface IconButtonProps {
  icon: IconName;
  /** The accessible name; the icon itself is decorative. */
  label: string;
  /** With an href the control is a link (works before any script has run). */
  href?: string;
  onClick?: () => void;
  /** Extra content after the icon, e.g. an `UnreadBadge`. */
  children?: ReactNode;
  className?: string;
  /**
   * The unread count it shows, marked for the live counts that update
   * server-rendered HTML before React (src/elements/live-counts/).
   */
  unread?: 'messages' | 'notifications' | undefined;
}

/**
 * A round icon-only control with a visible focus ring and a 44 px touch
 * target. Its name is visually hidden text rather than aria-label, so that a
 * badge's visible count never contradicts it and page translators see it.
 */
export function IconButton({
  icon,
  label,
  href,
  onClick,
  children,
  className,
  unread,
}: IconButtonProps) {
  const classes = `site-icon-button${className ? ` ${className}` : ''}`;
  if (href !== undefined) {
    return (
      <a className={classes} href={href} data-unread={unread}>
        <Icon name={icon} size={22} />
        <span className="site-visually-hidden">{label}</span>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={classes} onClick={onClick}>
      <Icon name={icon} size={22} />
      <span className="site-visually-hidden">{label}</span>
      {children}
    </button>
  );
}
