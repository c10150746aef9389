import type { PublicSite } from '../markets/public-site.ts';
import type { PhoneLink } from './types.ts';

/** `+41 44 505 12 34` → `tel:+41445051234`. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** The site's support phone as a link, or null when the site has none. */
export function supportPhoneLink(
  site: Pick<PublicSite, 'supportPhone' | 'officeHours'>,
): PhoneLink | null {
  const number = site.supportPhone?.trim();
  if (!number) return null;
  return {
    kind: 'phone',
    id: 'supportPhone',
    labelId: 'header.callUs',
    href: telHref(number),
    number,
    officeHours: site.officeHours?.trim() || null,
    newTab: false,
  };
}
