import type { PhoneLink } from '../navigation/types.ts';
import { Icon } from './icons/Icon.tsx';
import type { Translate } from './translate.ts';
import { Tooltip, type TooltipTriggerProps } from './popup/Tooltip.tsx';

export interface PhoneTooltipProps {
  phone: PhoneLink;
  t: Translate;
  /** Unique on the page: the tooltip's id. */
  id?: string;
  className?: string;
}

/**
 * The header's support phone (spec §2): the number as a `tel:` link, and its
 * office hours in a tooltip that hover and keyboard focus both reveal and
 * that is the link's accessible description.
 */
export function PhoneTooltip({ phone, t, id = 'site-phone-hours', className }: PhoneTooltipProps) {
  const link = (trigger?: TooltipTriggerProps) => (
    <a
      className="site-phone__link"
      href={phone.href}
      aria-label={t(phone.labelId, { phone: phone.number })}
      {...trigger}
    >
      <Icon name="phone" size={18} className="site-phone__icon" />
      <span className="site-phone__number">{phone.number}</span>
    </a>
  );
  if (!phone.officeHours) {
    return <span className={`site-phone${className ? ` ${className}` : ''}`}>{link()}</span>;
  }
  return (
    <Tooltip
      id={id}
      className={`site-phone${className ? ` ${className}` : ''}`}
      content={
        <>
          <Icon name="clock" size={16} className="site-tooltip__icon" />
          {t('header.officeHours', { hours: phone.officeHours })}
        </>
      }
    >
      {(trigger) => link(trigger)}
    </Tooltip>
  );
}
