import { leftDrawerModel } from '../navigation/left-drawer-model.ts';
import type { PublicSite } from '../markets/public-site.ts';
import type { NavEntry, NavSite } from '../navigation/types.ts';
import { Drawer } from './Drawer.tsx';
import type { Translate } from './translate.ts';
import { useTranslator } from './use-translator.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MenuLink } from './NavEntry.tsx';
import type { ShellViewProps } from './shell-props.ts';

/** What the drawer reads of the site: what its menus' rules check, and its languages. */
export type LeftDrawerSite = NavSite & Pick<PublicSite, 'acceptedLocales'>;

/** The left drawer: the main navigation on phones and tablets (below 900 px). */
export function LeftDrawer({
  site,
  locale,
  messages,
  role,
  currentPath,
  loginEnabled,
}: ShellViewProps<LeftDrawerSite>) {
  const { t, language } = useTranslator(locale, messages);
  const model = leftDrawerModel(site, language, role, {
    ...(loginEnabled === false ? { loginEnabled: false } : {}),
  });
  return (
    <Drawer side="left" title={t(model.labelId)} closeLabel={t('drawer.close')}>
      <nav className="site-drawer__nav" aria-label={t(model.labelId)}>
        <ul className="site-drawer__list">
          {model.entries.map((entry) => (
            <DrawerEntry key={entry.id} entry={entry} t={t} currentPath={currentPath} />
          ))}
        </ul>
      </nav>
      <LanguageSwitcher model={model.languageSwitcher} t={t} className="site-drawer__languages" />
    </Drawer>
  );
}

interface DrawerEntryProps {
  entry: NavEntry;
  t: Translate;
  currentPath: string;
}

function DrawerEntry({ entry, t, currentPath }: DrawerEntryProps) {
  if (entry.kind !== 'group') {
    return (
      <li className={`site-drawer__item site-drawer__item--${entry.id}`}>
        <MenuLink link={entry} t={t} currentPath={currentPath} className="site-drawer__link" />
      </li>
    );
  }
  const headingId = `site-drawer-group-${entry.id}`;
  return (
    <li className="site-drawer__group">
      <h3 className="site-drawer__group-title" id={headingId}>
        {t(entry.labelId)}
      </h3>
      <ul className="site-drawer__list" aria-labelledby={headingId}>
        {entry.items.map((item) => (
          <li key={item.id} className="site-drawer__item">
            <MenuLink link={item} t={t} currentPath={currentPath} className="site-drawer__link" />
          </li>
        ))}
      </ul>
    </li>
  );
}
