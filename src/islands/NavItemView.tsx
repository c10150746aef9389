import type { NavItem } from '../navigation/types.ts';
import type { Translate } from './translate.ts';
import { MenuLink } from './MenuLink.tsx';
import { PhoneNumber } from './PhoneNumber.tsx';

export interface NavItemViewProps {
  item: NavItem;
  t: Translate;
  currentPath: string;
  linkClassName?: string;
}

/** A link or the support phone (with its hours written out), as a list row shows it. */
export function NavItemView({ item, t, currentPath, linkClassName }: NavItemViewProps) {
  if (item.kind === 'phone') return <PhoneNumber phone={item} t={t} />;
  return (
    <MenuLink
      link={item}
      t={t}
      currentPath={currentPath}
      {...(linkClassName ? { className: linkClassName } : {})}
    />
  );
}
