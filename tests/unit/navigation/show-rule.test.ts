import { describe, expect, it } from 'vitest';
import { footerLayouts, legalLinks } from '../../../src/navigation/footer-groups.ts';
import { headerMenus } from '../../../src/navigation/header-model.ts';
import { leftDrawerMenus } from '../../../src/navigation/left-drawer-model.ts';
import { capabilitiesChecked } from '../../../src/navigation/resolve-menu.ts';
import { isShown, type PlacementContext } from '../../../src/navigation/resolve-menu.ts';
import { capabilities, siteFixture } from '../support/site-fixtures.ts';

const base: PlacementContext = { site: siteFixture(), language: 'de', role: 'designer' };

describe('isShown: the rules that decide whether a link shows', () => {
  it('shows a link without rules everywhere', () => {
    expect(isShown({}, base)).toBe(true);
  });

  it('role', () => {
    expect(isShown({ roles: ['designer'] }, base)).toBe(true);
    expect(isShown({ roles: ['logged-out', 'contest-holder'] }, base)).toBe(false);
  });

  it('language', () => {
    expect(isShown({ languages: ['en', 'de'] }, base)).toBe(true);
    expect(isShown({ languages: ['en'] }, base)).toBe(false);
  });

  it('capability flag', () => {
    const rule = { capability: 'about_imprint' } as const;
    expect(isShown(rule, base)).toBe(false);
    const on = {
      ...base,
      site: siteFixture({ capabilities: capabilities({ about_imprint: true }) }),
    };
    expect(isShown(rule, on)).toBe(true);
  });

  it('a capability a projection of the site left out is an error, not an off', () => {
    const projected = { ...base, site: { ...siteFixture(), capabilities: {} } };
    expect(() => isShown({ capability: 'about_imprint' }, projected)).toThrow(/about_imprint/);
    expect(isShown({ roles: ['designer'] }, projected)).toBe(true);
  });

  it('support phone configured', () => {
    expect(isShown({ requiresSupportPhone: true }, base)).toBe(true);
    const none = { ...base, site: siteFixture({ supportPhone: null }) };
    expect(isShown({ requiresSupportPhone: true }, none)).toBe(false);
    const blank = { ...base, site: siteFixture({ supportPhone: '  ' }) };
    expect(isShown({ requiresSupportPhone: true }, blank)).toBe(false);
  });

  it('footer variant', () => {
    const rule = { footerVariants: ['full', 'focused'] } as const;
    expect(isShown(rule, { ...base, footerVariant: 'full' })).toBe(true);
    expect(isShown(rule, { ...base, footerVariant: 'reduced' })).toBe(false);
  });

  it('surface', () => {
    const rule = { surfaces: ['mobile'] } as const;
    expect(isShown(rule, { ...base, surface: 'mobile' })).toBe(true);
    expect(isShown(rule, { ...base, surface: 'desktop' })).toBe(false);
  });
});

describe('capabilitiesChecked: the capabilities a model of some menus can read', () => {
  it("finds a link's own flag, in a group or not", () => {
    expect(capabilitiesChecked([legalLinks])).toEqual(['about_imprint']);
    expect(capabilitiesChecked(Object.values(footerLayouts))).toEqual([
      'can_display_featured_partners_link',
      'can_display_resource_center_link',
    ]);
  });

  it("finds a placement's and a group's own flag", () => {
    const group = {
      group: 'g',
      labelId: 'nav.about',
      capability: 'local_blog',
      items: [{ link: 'about', capability: 'print_job' }],
    } as const;
    expect(capabilitiesChecked([[group, { link: 'blog', capability: 'curebit' }]])).toEqual([
      'curebit',
      'local_blog',
      'print_job',
    ]);
  });

  it('finds none in the header and drawer menus today', () => {
    expect(capabilitiesChecked(headerMenus())).toEqual([]);
    expect(capabilitiesChecked(leftDrawerMenus())).toEqual([]);
  });
});
