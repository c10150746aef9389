import type { PublicSite } from '../markets/public-site.ts';
import { fixedSocialLinks } from './footer-groups.ts';
import type { SocialLink } from './types.ts';

/** Facebook and Twitter from the site's handles (omitted when a handle is empty), then the fixed ones. */
export function socialLinks(site: PublicSite): SocialLink[] {
  const facebook = site.socialMedia.facebook.trim();
  const twitter = site.socialMedia.twitter.trim().replace(/^@/, '');
  const fromSite: SocialLink[] = [];
  if (facebook) {
    fromSite.push({
      kind: 'link',
      id: 'facebook',
      labelId: 'social.facebook',
      href: `https://www.facebook.com/${encodeURIComponent(facebook)}`,
      newTab: true,
    });
  }
  if (twitter) {
    fromSite.push({
      kind: 'link',
      id: 'twitter',
      labelId: 'social.twitter',
      href: `https://twitter.com/${encodeURIComponent(twitter)}`,
      newTab: true,
    });
  }
  return [...fromSite, ...fixedSocialLinks];
}
