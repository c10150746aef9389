import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { headerModel } from '../navigation/header-model.ts';
import type { PublicSite } from '../markets/public-site.ts';
import type { HeaderVariant, NavEntry, NavSite } from '../navigation/types.ts';
import { $openDrawer, toggleDrawer } from '../stores/drawers.ts';
import { Brand, brandName } from './Brand.tsx';
import { drawerDialogId } from './Drawer.tsx';
import { useDrawerOpener } from './drawer-opener.ts';
import { HeaderActions, type HeaderLiveSlots } from './HeaderActions.tsx';
import { Icon } from './icons/Icon.tsx';
import type { Translate } from './translate.ts';
import { useTranslator } from './use-translator.ts';
import { MenuLink, NavGroupMenu } from './NavEntry.tsx';
import type { ShellViewProps } from './shell-props.ts';
import { usePart } from './shadow-parts.tsx';
import { SkipLink } from './SkipLink.tsx';

/** What the header reads of the site: its brand, and what its menus' rules check. */
export type HeaderSite = NavSite & Pick<PublicSite, 'sitegroup'>;

export interface SiteHeaderProps extends ShellViewProps<HeaderSite> {
  variant?: HeaderVariant;
  /** The id of the page's `<main>`, target of the skip link. */
  mainId?: string;
  live?: HeaderLiveSlots | undefined;
}

/**
 * The site header (spec §2 "Header behaviour per role"): skip link, menu
 * button (below 900 px), wordmark, primary navigation (900 px and up) and the
 * role's actions. The focused variant keeps only the wordmark and the support
 * phone.
 */
export function SiteHeader(props: SiteHeaderProps) {
  const { site, locale, messages, role, currentPath, user, variant = 'default', mainId } = props;
  const { t, language } = useTranslator(locale, messages);
  const model = headerModel(site, language, role, variant, {
    ...(props.loginEnabled === false ? { loginEnabled: false } : {}),
  });
  // Hydration renders the server's markup (the initial state): a drawer that
  // native HTML opened before React ran is only reflected once hydrated.
  const leftDrawerOpen = useStore($openDrawer, { ssr: 'initial' }) === 'left';
  const headerPart = usePart('header');
  const barPart = usePart('bar');
  const menuOpener = useDrawerOpener(drawerDialogId('left'), leftDrawerOpen);

  const onMenuClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The store opens the drawer (wherever it is on the page); the invoker
    // command (drawer-opener.ts) is the button's only until it has hydrated.
    event.preventDefault();
    toggleDrawer('left', event.currentTarget);
  };

  return (
    <header className={`site-header site-header--${variant}`} {...headerPart}>
      <SkipLink label={t('a11y.skipToContent')} {...(mainId ? { targetId: mainId } : {})} />
      <div className="site-header__bar" {...barPart}>
        {model.hasLeftDrawer && (
          <button
            type="button"
            className="site-header__menu-button"
            aria-label={t('header.openMainMenu')}
            onClick={onMenuClick}
            {...menuOpener}
          >
            <Icon name="menu" size={24} />
          </button>
        )}
        <Brand
          href={model.homeHref}
          name={brandName(site.sitegroup)}
          label={t('header.homeLink', { brand: brandName(site.sitegroup) })}
        />
        {model.primary.length > 0 && (
          <nav className="site-header__nav" aria-label={t('header.primaryNavigation')}>
            <ul className="site-header__nav-list">
              {model.primary.map((entry) => (
                <PrimaryEntry key={entry.id} entry={entry} t={t} currentPath={currentPath} />
              ))}
            </ul>
          </nav>
        )}
        {variant === 'focused' && model.actions.length > 0 && (
          <p className="site-header__focused-help">{t('header.focusedHelp')}</p>
        )}
        <HeaderActions
          actions={model.actions}
          accountMenu={model.accountMenu}
          user={user}
          userSlots={props.userSlots}
          t={t}
          currentPath={currentPath}
          live={props.live}
        />
      </div>
    </header>
  );
}

interface PrimaryEntryProps {
  entry: NavEntry;
  t: Translate;
  currentPath: string;
}

function PrimaryEntry({ entry, t, currentPath }: PrimaryEntryProps) {
  if (entry.kind === 'group') {
    return (
      <li className="site-header__nav-item">
        <NavGroupMenu group={entry} t={t} currentPath={currentPath} />
      </li>
    );
  }
  if (entry.kind === 'phone') return null;
  return (
    <li className="site-header__nav-item">
      <MenuLink link={entry} t={t} currentPath={currentPath} className="site-header__link" />
    </li>
  );
}
