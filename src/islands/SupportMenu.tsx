import type { NavGroup } from '../navigation/types.ts';
import { Icon } from './icons/Icon.tsx';
import type { Translate } from './translate.ts';
import { NavGroupMenu } from './NavEntry.tsx';

export interface SupportMenuProps {
  /** The header's support group: phone with hours, design consultation, Help Center. */
  group: NavGroup;
  t: Translate;
  currentPath: string;
}

/** The contest holder's Support dropdown in the desktop header (spec §2). */
export function SupportMenu({ group, t, currentPath }: SupportMenuProps) {
  return (
    <NavGroupMenu
      group={group}
      t={t}
      currentPath={currentPath}
      placement="bottom-end"
      icon={<Icon name="help" size={18} />}
      className="site-support-menu"
    />
  );
}
