import { rightDrawerModel } from '../navigation/right-drawer-model.ts';
import { Avatar } from './Avatar.tsx';
import { Drawer } from './Drawer.tsx';
import { useTranslator } from './use-translator.ts';
import { MenuLink } from './NavEntry.tsx';
import type { ShellViewProps } from './shell-props.ts';

/** The right drawer: the user menu on phones and tablets; nothing for logged-out visitors. */
export function RightDrawer({ site, locale, messages, role, currentPath, user }: ShellViewProps) {
  const { t, language } = useTranslator(locale, messages);
  const model = rightDrawerModel(site, language, role);
  if (!model) return null;
  return (
    <Drawer side="right" title={t(model.labelId)} closeLabel={t('drawer.close')}>
      {user && (
        <div className="site-drawer__user">
          <Avatar user={user} size={48} t={t} />
          <span className="site-drawer__user-name">{user.displayName}</span>
        </div>
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
