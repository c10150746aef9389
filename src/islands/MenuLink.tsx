import type { NavLink } from '../navigation/types.ts';
import { Icon } from './icons/Icon.tsx';
import type { IconName } from './icons/icon-paths.ts';
import type { Translate } from './translate.ts';

export interface MenuLinkProps {
  link: NavLink;
  t: Translate;
  currentPath: string;
  className?: string;
  /** An icon before the label (the label can then be hidden visually by CSS). */
  icon?: IconName;
}

/**
 * One link of the navigation model. A new-tab link says so (icon and hidden
 * text) and carries rel="noopener noreferrer"; the current page's link is
 * marked with aria-current.
 */
export function MenuLink({ link, t, currentPath, className, icon }: MenuLinkProps) {
  const current = isCurrent(link.href, currentPath);
  return (
    <a
      className={`site-menu-link${className ? ` ${className}` : ''}`}
      href={link.href}
      aria-current={current ? 'page' : undefined}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon && <Icon name={icon} size={18} className="site-menu-link__icon" />}
      {/* A label beside an icon is a box of its own, which CSS can hide; alone it is plain text. */}
      {icon || link.newTab ? (
        <span className="site-menu-link__label">{t(link.labelId)}</span>
      ) : (
        t(link.labelId)
      )}
      {link.newTab && (
        <>
          <Icon name="externalLink" size={14} className="site-menu-link__external" />
          <span className="site-visually-hidden"> {t('link.newTab')}</span>
        </>
      )}
    </a>
  );
}

function isCurrent(href: string, currentPath: string): boolean {
  const path = currentPath.split(/[?#]/, 1)[0] ?? '';
  return href.startsWith('/') && href === path;
}
