import type { LanguageSwitcherModel } from '../navigation/types.ts';
import { Icon } from './icons/Icon.tsx';
import type { Translate } from './translate.ts';

export interface LanguageSwitcherProps {
  /** From `languageSwitcherModel`; null (a single accepted locale) renders nothing. */
  model: LanguageSwitcherModel | null;
  t: Translate;
  className?: string;
}

/**
 * Links to /user/switch-language/{locale}, each language named in itself with
 * its own `lang` and `hreflang`; the current one is marked (aria-current and a
 * check mark). Plain links: it works before any script has run.
 */
export function LanguageSwitcher({ model, t, className }: LanguageSwitcherProps) {
  if (!model) return null;
  const label = t(model.labelId);
  return (
    <div
      className={`site-language-switcher${className ? ` ${className}` : ''}`}
      role="group"
      aria-label={label}
    >
      <span className="site-language-switcher__label" aria-hidden="true">
        <Icon name="globe" size={18} />
        <span>{label}</span>
      </span>
      <ul className="site-language-switcher__list">
        {model.options.map((option) => (
          <li key={option.locale}>
            <a
              className="site-language-switcher__option"
              href={option.href}
              hrefLang={option.hreflang}
              lang={option.lang}
              aria-current={option.current ? 'true' : undefined}
            >
              {option.current && (
                <Icon name="check" size={14} className="site-language-switcher__check" />
              )}
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
