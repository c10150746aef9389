import type { PhoneLink } from '../navigation/types.ts';
import { Icon } from './icons/Icon.tsx';
import type { Translate } from './translate.ts';

export interface PhoneNumberProps {
  phone: PhoneLink;
  t: Translate;
  /** Show the office hours as text under the number (menus, drawers, footer). */
  showHours?: boolean;
  className?: string;
}

/** The support phone as a `tel:` link with its office hours written out. */
export function PhoneNumber({ phone, t, showHours = true, className }: PhoneNumberProps) {
  return (
    <span className={`site-phone${className ? ` ${className}` : ''}`}>
      <a
        className="site-phone__link"
        href={phone.href}
        aria-label={t(phone.labelId, { phone: phone.number })}
      >
        <Icon name="phone" size={18} className="site-phone__icon" />
        <span className="site-phone__number">{phone.number}</span>
      </a>
      {showHours && phone.officeHours && (
        <span className="site-phone__hours">
          {t('header.officeHours', { hours: phone.officeHours })}
        </span>
      )}
    </span>
  );
}
