import { footerModel } from '../navigation/footer-model.ts';
import { languageSwitcherModel } from '../navigation/language-switcher-model.ts';
import type { FooterVariant, NavGroup } from '../navigation/types.ts';
import { Brand, brandName } from './Brand.tsx';
import { Icon } from './icons/Icon.tsx';
import type { Translate } from './translate.ts';
import { useTranslator } from './use-translator.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MenuLink } from './NavEntry.tsx';
import { PhoneNumber } from './PhoneNumber.tsx';
import { usePart } from './shadow-parts.tsx';
import type { ShellViewProps } from './shell-props.ts';

export interface SiteFooterProps extends ShellViewProps {
  variant?: FooterVariant;
  /** The year of the copyright line; defaults to this year. */
  year?: number;
}

/**
 * The site footer (spec §2 "Footer variants"): link groups (none in the
 * focused variant), the support phone, social links, legal links, the
 * copyright line and the language switcher.
 */
export function SiteFooter(props: SiteFooterProps) {
  const { site, locale, messages, role, currentPath, variant = 'full' } = props;
  const { t, language } = useTranslator(locale, messages);
  const model = footerModel(site, language, role, variant);
  const languages = languageSwitcherModel(site, language);
  const footerPart = usePart('footer');
  const year = props.year ?? new Date().getFullYear();
  // The catalogues name the brand through {brand}: Designmarket or Gestaltwerk.
  const brand = brandName(site.sitegroup);
  // The reduced footer lists the phone in its Support group already.
  const phoneInGroups = model.groups.some((group) =>
    group.items.some((item) => item.kind === 'phone'),
  );

  return (
    <footer className={`site-footer site-footer--${variant}`} {...footerPart}>
      <div className="site-footer__inner">
        <div className="site-footer__top">
          <div className="site-footer__about">
            <Brand
              href={model.homeHref}
              name={brand}
              label={t('header.homeLink', { brand })}
              className="site-footer__brand"
            />
            {model.supportPhone && !phoneInGroups && (
              <PhoneNumber phone={model.supportPhone} t={t} className="site-footer__phone" />
            )}
            {model.social.length > 0 && (
              <div className="site-footer__social">
                <p className="site-footer__social-title">{t('footer.social')}</p>
                <ul className="site-footer__social-list">
                  {model.social.map((link) => (
                    <li key={link.id}>
                      <a
                        className="site-footer__social-link"
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${t(link.labelId, { brand })} ${t('link.newTab')}`}
                      >
                        <Icon name={link.id} size={20} />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          {model.groups.length > 0 && (
            <nav className="site-footer__nav" aria-label={t('footer.navigation')}>
              {model.groups.map((group) => (
                <FooterGroup key={group.id} group={group} t={t} currentPath={currentPath} />
              ))}
            </nav>
          )}
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__copyright">{t(model.copyrightLabelId, { year, brand })}</p>
          {model.legal.length > 0 && (
            <nav className="site-footer__legal" aria-label={t('footer.legal')}>
              <ul className="site-footer__legal-list">
                {model.legal.map((link) => (
                  <li key={link.id}>
                    <MenuLink
                      link={link}
                      t={t}
                      currentPath={currentPath}
                      className="site-footer__link"
                    />
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <LanguageSwitcher model={languages} t={t} className="site-footer__languages" />
        </div>
      </div>
    </footer>
  );
}

interface FooterGroupProps {
  group: NavGroup;
  t: Translate;
  currentPath: string;
}

function FooterGroup({ group, t, currentPath }: FooterGroupProps) {
  const headingId = `site-footer-group-${group.id}`;
  return (
    <div className="site-footer__group">
      <h2 className="site-footer__group-title" id={headingId}>
        {t(group.labelId)}
      </h2>
      <ul className="site-footer__list">
        {group.items.map((item) => (
          <li key={item.id}>
            <MenuLink link={item} t={t} currentPath={currentPath} className="site-footer__link" />
          </li>
        ))}
      </ul>
    </div>
  );
}
