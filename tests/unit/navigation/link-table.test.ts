import { describe, expect, it } from 'vitest';
import englishMessages from '../../../src/i18n/messages/en.json' with { type: 'json' };
import { languages } from '../../../src/i18n/languages.ts';
import {
  footerModel,
  footerVariants,
  headerModel,
  headerVariants,
  leftDrawerModel,
  linkTable,
  rightDrawerModel,
  roles,
  type NavEntry,
  type NavItem,
} from '../../../src/navigation/index.ts';
import { capabilities, siteFixture } from '../support/site-fixtures.ts';

const rows = Object.entries(linkTable);

/** Every item any model renders, over every role, language, variant, capability and phone setting. */
function everyRenderedItem(): NavItem[] {
  const sites = [
    siteFixture(),
    siteFixture({
      supportPhone: null,
      capabilities: capabilities({
        about_imprint: true,
        can_display_featured_partners_link: true,
        can_display_resource_center_link: true,
      }),
    }),
  ];
  const items: NavItem[] = [];
  const collect = (entries: readonly NavEntry[]) => {
    for (const entry of entries) {
      if (entry.kind === 'group') collect(entry.items);
      else items.push(entry);
    }
  };
  for (const site of sites) {
    for (const language of languages) {
      for (const role of roles) {
        for (const variant of headerVariants) {
          const header = headerModel(site, language, role, variant);
          collect(header.primary);
          collect(
            header.actions.filter(
              (action): action is NavEntry =>
                action.kind === 'group' || action.kind === 'link' || action.kind === 'phone',
            ),
          );
          collect(header.accountMenu ?? []);
        }
        collect(leftDrawerModel(site, language, role).entries);
        collect(rightDrawerModel(site, language, role)?.items ?? []);
        for (const variant of footerVariants) {
          const footer = footerModel(site, language, role, variant);
          collect(footer.groups);
          collect(footer.legal);
        }
      }
    }
  }
  return items;
}

describe('the link table (design.md §4 "One navigation model")', () => {
  it('writes each href and label pair once', () => {
    const pairs = rows.map(([, row]) => `${row.href} ${row.labelId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('labels every link with a message of the English catalogue', () => {
    const missing = rows.filter(([, row]) => !(row.labelId in englishMessages));
    expect(missing).toEqual([]);
  });

  it('holds every route the spec lists for menus, header and footer', () => {
    const specRoutes = [
      // §2 links available to everyone
      '/',
      '/categories',
      '/how-it-works',
      '/designers/search',
      '/discover',
      '/pro',
      '/pro/studio',
      '/pro/select',
      '/contests',
      '/projects',
      '/logo-design',
      '/business-card-design',
      '/web-design',
      '/brand-guide',
      '/pricing',
      '/designers',
      '/blog/',
      '/help',
      '/login',
      '/logout',
      // §2 contest-holder menu and account menu
      '/work',
      '/designers/contacts',
      '/account/personal-information',
      '/user/profile',
      '/accounts/payments',
      '/accounts/credits',
      // §2 designer menu and account menu
      '/contests/your-contests',
      '/projects/active',
      '/contests/browse',
      '/projects/browse',
      '/your-clients',
      '/browse/winners',
      '/community',
      '/accounts/earnings',
      '/user/credits',
      '/user/ndas',
      '/account/getting-started',
      // §2 other routes
      '/design-consultation',
      '/about',
      '/about/contact',
      '/about/jobs',
      '/about/meet-the-team',
      '/about/press-releases',
      '/about/media',
      '/testimonials',
      '/nonprofits',
      '/product-packaging-design',
      '/t-shirt-design',
      '/book-cover-design',
      '/design-without-borders',
      '/best-design-awards/',
      '/affiliates',
      '/inspiration/logos',
      '/inspiration/t-shirt-designs',
      '/designer-resource-center',
      '/featured-partners',
      '/legal/terms-and-conditions',
      '/legal/privacy',
      '/legal/imprint',
    ];
    // The home page is the brand link (homeHref), not a row.
    const tableHrefs = new Set<string>(rows.map(([, row]) => row.href));
    expect(specRoutes.filter((route) => route !== '/' && !tableHrefs.has(route))).toEqual([]);
    expect(headerModel(siteFixture(), 'en', 'logged-out').homeHref).toBe('/');
  });

  it('opens exactly the Help Center and the external forum in a new tab', () => {
    const newTab = rows.filter(([, row]) => row.newTab).map(([, row]) => row.href);
    expect(newTab).toEqual(['/help', 'https://forum.designmarket.com/']);
  });

  it('has no dead rows: every row shows in some model', () => {
    const rendered = new Set(everyRenderedItem().map((item) => item.id));
    expect(rows.map(([id]) => id).filter((id) => !rendered.has(id))).toEqual([]);
  });

  it('renders every link with the new-tab flag of its row', () => {
    for (const item of everyRenderedItem()) {
      if (item.kind !== 'link') continue;
      expect(item.newTab, item.href).toBe(
        item.href === '/help' || item.href.startsWith('https://'),
      );
    }
  });
});
