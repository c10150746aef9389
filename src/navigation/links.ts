import { awardsHref, awardsPath } from './awards-href.ts';
import type { Language } from '../i18n/languages.ts';
import type { LinkDefinition, Role } from './types.ts';

// The link table: every link of the header, drawers and footer, written once
// (spec §2 and §6). Menus refer to rows by key; a row carries the rules that
// belong to the link itself (language, capability, support phone). Rules that
// depend on where a link is placed live with the menu (menus.ts, footer-groups.ts).

/** spec §2: 'Agencies' in English, 'Pro' in the other languages, for the /pro entry. */
const notEnglish: readonly Language[] = ['de', 'nl', 'fr', 'it', 'es', 'pt', 'ja'];

/** spec §6: "Phone and Support menus are for contest holders and logged-out users". */
export const supportRoles: readonly Role[] = ['logged-out', 'contest-holder'];

export const linkTable = {
  // Public menus (spec §2 "Links available to everyone").
  getADesign: { labelId: 'nav.getADesign', href: '/categories', newTab: false },
  allCategories: { labelId: 'nav.allCategories', href: '/categories', newTab: false },
  howItWorks: { labelId: 'nav.howItWorks', href: '/how-it-works', newTab: false },
  findADesigner: { labelId: 'nav.findADesigner', href: '/designers/search', newTab: false },
  inspiration: { labelId: 'nav.inspiration', href: '/discover', newTab: false },
  studio: { labelId: 'nav.studio', href: '/pro/studio', newTab: false },
  pro: { labelId: 'nav.pro', href: '/pro', newTab: false, languages: notEnglish },
  agencies: { labelId: 'nav.agencies', href: '/pro', newTab: false, languages: ['en'] },
  proSelect: { labelId: 'nav.proSelect', href: '/pro/select', newTab: false },
  designContests: { labelId: 'nav.designContests', href: '/contests', newTab: false },
  projects: { labelId: 'nav.projects', href: '/projects', newTab: false },
  logoDesign: { labelId: 'nav.logoDesign', href: '/logo-design', newTab: false },
  businessCardDesign: {
    labelId: 'nav.businessCardDesign',
    href: '/business-card-design',
    newTab: false,
  },
  webDesign: { labelId: 'nav.webDesign', href: '/web-design', newTab: false },
  brandGuide: { labelId: 'nav.brandGuide', href: '/brand-guide', newTab: false },
  pricing: { labelId: 'nav.pricing', href: '/pricing', newTab: false },
  becomeADesigner: { labelId: 'nav.becomeADesigner', href: '/designers', newTab: false },
  blog: { labelId: 'nav.blog', href: '/blog/', newTab: false },
  helpCenter: { labelId: 'nav.helpCenter', href: '/help', newTab: true },
  login: { labelId: 'header.login', href: '/login', newTab: false, requiresLogin: true },
  logout: { labelId: 'nav.logout', href: '/logout', newTab: false },
  supportPhone: {
    labelId: 'header.callUs',
    href: 'tel:',
    newTab: false,
    requiresSupportPhone: true,
    // Wherever it is placed (header, drawer, footer): never for designers.
    roles: supportRoles,
  },
  designConsultation: {
    labelId: 'nav.designConsultation',
    href: '/design-consultation',
    newTab: false,
  },

  // Contest-holder menu and account menu (spec §2, §6).
  yourWork: { labelId: 'nav.yourWork', href: '/work', newTab: false },
  designerContacts: { labelId: 'nav.designers', href: '/designers/contacts', newTab: false },
  categories: { labelId: 'nav.categories', href: '/categories', newTab: false },
  accountSettings: {
    labelId: 'nav.accountSettings',
    href: '/account/personal-information',
    newTab: false,
  },
  yourProfile: { labelId: 'nav.yourProfile', href: '/user/profile', newTab: false },
  transactions: { labelId: 'nav.transactions', href: '/accounts/payments', newTab: false },
  credits: { labelId: 'nav.credits', href: '/accounts/credits', newTab: false },

  // Designer menu and account menu (spec §2, §6).
  yourContests: { labelId: 'nav.yourContests', href: '/contests/your-contests', newTab: false },
  activeProjects: { labelId: 'nav.activeProjects', href: '/projects/active', newTab: false },
  browseContests: { labelId: 'nav.browseContests', href: '/contests/browse', newTab: false },
  browseProjects: { labelId: 'nav.browseProjects', href: '/projects/browse', newTab: false },
  yourClients: { labelId: 'nav.yourClients', href: '/your-clients', newTab: false },
  winners: { labelId: 'nav.winners', href: '/browse/winners', newTab: false },
  community: { labelId: 'nav.community', href: '/community', newTab: false },
  // The spec says only "an external community forum link"; the address is ours.
  forum: { labelId: 'nav.forum', href: 'https://forum.designmarket.com/', newTab: true },
  // Earnings: /accounts/earnings in the desktop dropdown, /user/credits in the mobile drawer.
  earnings: { labelId: 'nav.earnings', href: '/accounts/earnings', newTab: false },
  earningsMobile: { labelId: 'nav.earnings', href: '/user/credits', newTab: false },
  ndas: { labelId: 'nav.ndas', href: '/user/ndas', newTab: false },
  gettingStarted: {
    labelId: 'nav.gettingStarted',
    href: '/account/getting-started',
    newTab: false,
  },

  // Footer company links.
  about: { labelId: 'nav.about', href: '/about', newTab: false },
  contact: { labelId: 'nav.contact', href: '/about/contact', newTab: false },
  jobs: { labelId: 'nav.jobs', href: '/about/jobs', newTab: false },
  meetTheTeam: { labelId: 'nav.meetTheTeam', href: '/about/meet-the-team', newTab: false },
  pressReleases: { labelId: 'nav.pressReleases', href: '/about/press-releases', newTab: false },
  media: { labelId: 'nav.media', href: '/about/media', newTab: false },
  testimonials: { labelId: 'nav.testimonials', href: '/testimonials', newTab: false },
  nonprofits: { labelId: 'nav.nonprofits', href: '/nonprofits', newTab: false },

  // Footer design-category links.
  packagingDesign: {
    labelId: 'nav.packagingDesign',
    href: '/product-packaging-design',
    newTab: false,
  },
  tshirtDesign: { labelId: 'nav.tshirtDesign', href: '/t-shirt-design', newTab: false },
  bookCoverDesign: { labelId: 'nav.bookCoverDesign', href: '/book-cover-design', newTab: false },

  // Footer resources links.
  designWithoutBorders: {
    labelId: 'nav.designWithoutBorders',
    href: '/design-without-borders',
    newTab: false,
  },
  // The microsite in the site's language: /best-design-awards/fr/ on a French site.
  bestDesignAwards: {
    labelId: 'nav.bestDesignAwards',
    href: awardsPath,
    hrefIn: awardsHref,
    newTab: false,
  },
  affiliates: { labelId: 'nav.affiliates', href: '/affiliates', newTab: false },
  logoInspiration: { labelId: 'nav.logoInspiration', href: '/inspiration/logos', newTab: false },
  tshirtInspiration: {
    labelId: 'nav.tshirtInspiration',
    href: '/inspiration/t-shirt-designs',
    newTab: false,
  },
  designerResourceCenter: {
    labelId: 'nav.designerResourceCenter',
    href: '/designer-resource-center',
    newTab: false,
    capability: 'can_display_resource_center_link',
  },
  featuredPartners: {
    labelId: 'nav.featuredPartners',
    href: '/featured-partners',
    newTab: false,
    capability: 'can_display_featured_partners_link',
  },

  // Legal links.
  terms: { labelId: 'nav.terms', href: '/legal/terms-and-conditions', newTab: false },
  privacy: { labelId: 'nav.privacy', href: '/legal/privacy', newTab: false },
  imprint: {
    labelId: 'nav.imprint',
    href: '/legal/imprint',
    newTab: false,
    capability: 'about_imprint',
  },
} as const satisfies Record<string, LinkDefinition>;

export type LinkId = keyof typeof linkTable;
