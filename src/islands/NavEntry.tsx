import type { Placement } from '@floating-ui/dom';
import type { ReactNode } from 'react';
import type { NavGroup, NavItem } from '../navigation/types.ts';
import { Icon } from './icons/Icon.tsx';
import type { IconName } from './icons/icon-paths.ts';
import type { Translate } from './translate.ts';
import { PhoneNumber } from './PhoneNumber.tsx';
import { Dropdown } from './popup/Dropdown.tsx';

// The entries of the navigation model (`NavEntry` in src/navigation/types.ts)
// as views: `MenuLink` draws an item, `NavGroupMenu` a group as the header's
// dropdown. One file, so that a link inside a group is one step from the
// header (docs/architecture.md, section 2).

export interface MenuLinkProps {
  /** A link, or the support phone (drawn with its hours by `PhoneNumber`). */
  link: NavItem;
  t: Translate;
  currentPath: string;
  /** The link's class; the support phone keeps its own. */
  className?: string;
  /** An icon before the label (the label can then be hidden visually by CSS). */
  icon?: IconName;
}

/**
 * One item of the navigation model. A new-tab link says so (icon and hidden
 * text) and carries rel="noopener noreferrer"; the current page's link is
 * marked with aria-current. The support phone is its number with the hours
 * written out, as a list row shows it.
 */
export function MenuLink({ link, t, currentPath, className, icon }: MenuLinkProps) {
  if (link.kind === 'phone') return <PhoneNumber phone={link} t={t} />;
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

export interface NavGroupMenuProps {
  group: NavGroup;
  t: Translate;
  currentPath: string;
  placement?: Placement;
  /** Shown before the group's label in the button. */
  icon?: ReactNode;
  className?: string;
}

/** A group of the navigation model as a disclosure dropdown of the desktop header. */
export function NavGroupMenu({
  group,
  t,
  currentPath,
  placement,
  icon,
  className,
}: NavGroupMenuProps) {
  return (
    <Dropdown
      id={`site-menu-${group.id}`}
      placement={placement ?? 'bottom-start'}
      className={`site-nav-menu${className ? ` ${className}` : ''}`}
      buttonClassName="site-dropdown__button site-header__link"
      trigger={
        <>
          {icon}
          <span>{t(group.labelId)}</span>
        </>
      }
    >
      <ul className="site-dropdown__list">
        {group.items.map((item) => (
          <li key={item.id} className="site-dropdown__item">
            <MenuLink link={item} t={t} currentPath={currentPath} className="site-dropdown__link" />
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
