import { describe, expect, it } from 'vitest';
import { isShown, type PlacementContext } from '../../../src/navigation/show-rule.ts';
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
