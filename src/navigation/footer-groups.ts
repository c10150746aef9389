import { supportRoles } from './links.ts';
import type { GroupPlacement, LinkPlacement } from './placements.ts';
import type { FooterVariant, SocialLink } from './types.ts';

// The footer (spec §2 "Other routes", "Footer variants").

const company: GroupPlacement = {
  group: 'company',
  labelId: 'footer.group.company',
  items: [
    { link: 'about' },
    { link: 'contact' },
    { link: 'jobs' },
    { link: 'meetTheTeam' },
    { link: 'pressReleases' },
    { link: 'media' },
    { link: 'testimonials' },
    { link: 'nonprofits' },
  ],
};

const designServices: GroupPlacement = {
  group: 'designServices',
  labelId: 'footer.group.designServices',
  items: [
    { link: 'designContests' },
    { link: 'projects' },
    { link: 'findADesigner' },
    { link: 'inspiration' },
    { link: 'pricing', footerVariants: ['full', 'focused'] },
    // The /pro entry: 'Agencies' in English, 'Pro' in the others (rules in the link table).
    { link: 'agencies' },
    { link: 'pro' },
    { link: 'studio' },
    { link: 'proSelect' },
  ],
};

const getADesign: GroupPlacement = {
  group: 'getADesign',
  labelId: 'footer.group.getADesign',
  items: [
    { link: 'logoDesign' },
    { link: 'businessCardDesign' },
    { link: 'webDesign' },
    { link: 'brandGuide' },
    { link: 'packagingDesign' },
    { link: 'tshirtDesign' },
    { link: 'bookCoverDesign' },
    { link: 'allCategories' },
  ],
};

const resources: GroupPlacement = {
  group: 'resources',
  labelId: 'footer.group.resources',
  items: [
    { link: 'becomeADesigner' },
    { link: 'blog' },
    { link: 'designWithoutBorders' },
    { link: 'bestDesignAwards' },
    { link: 'affiliates' },
    { link: 'logoInspiration' },
    { link: 'tshirtInspiration' },
    { link: 'designerResourceCenter' },
    { link: 'featuredPartners' },
    // In the reduced footer the Help Center sits in the Support group instead,
    // except for designers, who get no Support group (spec §6).
    { link: 'helpCenter', footerVariants: ['full', 'focused'] },
    { link: 'helpCenter', footerVariants: ['reduced'], roles: ['designer'] },
  ],
};

/**
 * The spec names the reduced footer's Support group without its links: phone,
 * consultation, help. Like the header's Support menu, not for designers (§6).
 */
const support: GroupPlacement = {
  group: 'support',
  labelId: 'footer.group.support',
  roles: supportRoles,
  items: [{ link: 'supportPhone' }, { link: 'designConsultation' }, { link: 'helpCenter' }],
};

export const footerLayouts: Record<FooterVariant, readonly GroupPlacement[]> = {
  full: [company, designServices, getADesign, resources],
  focused: [],
  reduced: [designServices, support, resources, company],
};

export const legalLinks: readonly LinkPlacement[] = [
  { link: 'terms' },
  { link: 'privacy' },
  { link: 'imprint' },
];

/** Social profiles that are the same on every site (spec §2: only Facebook and Twitter come from the site). */
export const fixedSocialLinks: readonly SocialLink[] = [
  {
    kind: 'link',
    id: 'instagram',
    labelId: 'social.instagram',
    href: 'https://www.instagram.com/designmarket/',
    newTab: true,
  },
  {
    kind: 'link',
    id: 'linkedin',
    labelId: 'social.linkedin',
    href: 'https://www.linkedin.com/company/designmarket/',
    newTab: true,
  },
  {
    kind: 'link',
    id: 'pinterest',
    labelId: 'social.pinterest',
    href: 'https://www.pinterest.com/designmarket/',
    newTab: true,
  },
  {
    kind: 'link',
    id: 'youtube',
    labelId: 'social.youtube',
    href: 'https://www.youtube.com/@designmarket',
    newTab: true,
  },
];
