// What the demo pages' header must show per role: spec §2 ("Header behaviour
// per role", the role menus) and §6, as src/navigation builds it. Written out
// here, not computed from src/navigation, so that a change there shows.
import type { Role, SignedInRole } from '../../../../src/navigation/types.ts';

/** Every link of the desktop header, its menus included; `tel:` stands for the support phone. */
export const headerLinks: Record<Role, string[]> = {
  'logged-out': [
    '#main',
    '/',
    '/logo-design',
    '/business-card-design',
    '/web-design',
    '/brand-guide',
    '/categories',
    '/how-it-works',
    '/designers/search',
    '/discover',
    '/pro/studio',
    'tel:',
    '/login',
  ],
  'contest-holder': [
    '#main',
    '/work',
    '/designers/contacts',
    '/categories',
    '/discover',
    'tel:',
    '/design-consultation',
    '/help',
    '/account/personal-information',
    '/user/profile',
    '/accounts/payments',
    '/accounts/credits',
    '/logout',
  ],
  designer: [
    '#main',
    '/',
    '/contests/your-contests',
    '/projects/active',
    '/contests/browse',
    '/projects/browse',
    '/your-clients',
    '/discover',
    '/browse/winners',
    '/work',
    '/community',
    'https://forum.designmarket.com/',
    '/help',
    '/accounts/earnings',
    '/user/ndas',
    '/account/getting-started',
    '/logout',
  ],
};

/** The links on the desktop bar itself (1280 px), outside any menu. */
export const barLinks: Record<Role, string[]> = {
  'logged-out': ['/', '/how-it-works', '/designers/search', '/discover', '/pro/studio', '/login'],
  'contest-holder': ['/work', '/designers/contacts', '/categories', '/discover'],
  designer: ['/', '/your-clients', '/help'],
};

/** The account dropdown's links (desktop; spec §2 role menus). */
export const accountLinks: Record<SignedInRole, string[]> = {
  'contest-holder': [
    '/account/personal-information',
    '/user/profile',
    '/accounts/payments',
    '/accounts/credits',
    '/logout',
  ],
  designer: ['/accounts/earnings', '/user/ndas', '/account/getting-started', '/logout'],
};

export interface SwitcherExpectation {
  /** The switcher's options, each named in its own language; the first is the current one. */
  options: { name: string; href: string }[];
  /** The locale the second option switches to. */
  target: string;
}

/** Per demo site: the languages it accepts (markets/*.json `accepted_locales`). */
export const languageSwitcher: Record<string, SwitcherExpectation> = {
  'us-en': {
    options: [
      { name: 'English', href: '/user/switch-language/en-US' },
      { name: 'español', href: '/user/switch-language/es-US' },
    ],
    target: 'es-US',
  },
  'de-de': {
    options: [
      { name: 'Deutsch', href: '/user/switch-language/de-DE' },
      { name: 'English', href: '/user/switch-language/en-DE' },
    ],
    target: 'en-DE',
  },
};
