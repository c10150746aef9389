import { rightDrawerModel } from '../navigation/right-drawer-model.ts';
import { Avatar } from './Avatar.tsx';
import { Drawer } from './Drawer.tsx';
import { useTranslator } from './use-translator.ts';
import { MenuLink } from './NavEntry.tsx';
import type { ShellViewProps } from './shell-props.ts';
import { userSlotNames } from './user-slots.ts';

/** The right drawer: the user menu on phones and tablets; nothing for logged-out visitors. */
export function RightDrawer({
  site,
  locale,
  messages,
  role,
  currentPath,
  user,
  userSlots = false,
}: ShellViewProps) {
  const { t, language } = useTranslator(locale, messages);
  const model = rightDrawerModel(site, language, role);
  if (!model) return null;
  return (
    <Drawer side="right" title={t(model.labelId)} closeLabel={t('drawer.close')}>
      {user ? (
        <div className="site-drawer__user">
          <Avatar user={user} size={48} t={t} />
          <span className="site-drawer__user-name">{user.displayName}</span>
        </div>
      ) : (
        userSlots && (
          // The server's shared render: the page's own <img slot="user-avatar">
          // and <span slot="user-name"> fill these (user-slots.ts).
          <div className="site-drawer__user">
            <span className="site-avatar site-avatar--medium">
              <slot name={userSlotNames.avatar} />
            </span>
            <span className="site-drawer__user-name">
              <slot name={userSlotNames.name} />
            </span>
          </div>
        )
      )}
      <nav className="site-drawer__nav" aria-label={t(model.labelId)}>
        <ul className="site-drawer__list">
          {model.items.map((link) => (
            <li key={link.id} className={`site-drawer__item site-drawer__item--${link.id}`}>
              <MenuLink link={link} t={t} currentPath={currentPath} className="site-drawer__link" />
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
