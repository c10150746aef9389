import type { GroupPlacement, LinkPlacement, MenuPlacement } from './placements.ts';
import type { Role } from './types.ts';

// The menus the header and the drawers share (spec §2, §6). Each menu is
// written once; the desktop header and the mobile drawers render the same
// lists, and the `surfaces` rule keeps a link to one of them. The header's own
// variants (blog, focused) are in header-model.ts.

/** spec §2: 'Studio' (/pro/studio) in English and German, 'Pro' (/pro) in the others. */
export const studioOrPro: readonly LinkPlacement[] = [
  { link: 'studio', languages: ['en', 'de'] },
  { link: 'pro', languages: ['nl', 'fr', 'it', 'es', 'pt', 'ja'] },
];

const getADesignMenu: GroupPlacement = {
  group: 'getADesign',
  labelId: 'nav.getADesign',
  items: [
    { link: 'logoDesign' },
    { link: 'businessCardDesign' },
    { link: 'webDesign' },
    { link: 'brandGuide' },
    { link: 'allCategories' },
  ],
};

/** The main navigation per role: the header bar on desktop, the left drawer on mobile. */
export const mainNavigation: Record<Role, readonly MenuPlacement[]> = {
  'logged-out': [
    getADesignMenu,
    { link: 'designContests', surfaces: ['mobile'] },
    { link: 'projects', surfaces: ['mobile'] },
    { link: 'howItWorks' },
    { link: 'findADesigner' },
    { link: 'inspiration' },
    ...studioOrPro,
    { link: 'pricing', surfaces: ['mobile'] },
    { link: 'becomeADesigner', surfaces: ['mobile'] },
    { link: 'blog', surfaces: ['mobile'] },
  ],
  'contest-holder': [
    { link: 'yourWork' },
    { link: 'designerContacts' },
    { link: 'categories' },
    { link: 'inspiration' },
  ],
  // Grouped so that the desktop bar stays short; flattened, the order is the spec's.
  designer: [
    {
      group: 'yourJobs',
      labelId: 'nav.group.yourJobs',
      items: [{ link: 'yourContests' }, { link: 'activeProjects' }],
    },
    {
      group: 'findWork',
      labelId: 'nav.group.findWork',
      items: [{ link: 'browseContests' }, { link: 'browseProjects' }],
    },
    { link: 'yourClients' },
    {
      group: 'showcase',
      labelId: 'nav.group.showcase',
      items: [{ link: 'inspiration' }, { link: 'winners' }, { link: 'yourWork' }],
    },
    {
      group: 'community',
      labelId: 'nav.group.community',
      items: [{ link: 'community' }, { link: 'forum' }],
    },
  ],
};

/**
 * The role's help and sign-in items: the right-hand side of the header before
 * the icon buttons, and the end of the left drawer.
 */
export const supportMenu: Record<Role, readonly MenuPlacement[]> = {
  'logged-out': [{ link: 'supportPhone' }, { link: 'login' }],
  'contest-holder': [
    {
      group: 'support',
      labelId: 'header.supportMenu',
      items: [{ link: 'supportPhone' }, { link: 'designConsultation' }, { link: 'helpCenter' }],
    },
  ],
  designer: [{ link: 'helpCenter' }],
};

/** The account menu: the avatar dropdown on desktop, the right drawer on mobile. */
export const accountMenu: Record<Role, readonly LinkPlacement[]> = {
  'logged-out': [],
  'contest-holder': [
    { link: 'accountSettings' },
    { link: 'yourProfile' },
    { link: 'transactions' },
    { link: 'credits' },
    { link: 'logout' },
  ],
  designer: [
    { link: 'earnings', surfaces: ['desktop'] },
    { link: 'earningsMobile', surfaces: ['mobile'] },
    { link: 'ndas' },
    { link: 'gettingStarted' },
    { link: 'logout' },
  ],
};
