import type { Placement } from '@floating-ui/dom';
import type { ReactNode } from 'react';
import type { NavGroup } from '../navigation/types.ts';
import type { Translate } from './translate.ts';
import { NavItemView } from './NavItemView.tsx';
import { Dropdown } from './popup/Dropdown.tsx';

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
            <NavItemView
              item={item}
              t={t}
              currentPath={currentPath}
              linkClassName="site-dropdown__link"
            />
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
