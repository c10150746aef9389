import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/i18n/languages.ts';
import {
  footerModel,
  footerVariants,
  headerModel,
  headerVariants,
  leftDrawerModel,
  roles,
  type Role,
} from '../../../src/navigation/index.ts';
import { siteFixture } from '../support/site-fixtures.ts';
import { hrefs } from './hrefs.ts';

// Spec §6: "Phone and Support menus are for contest holders and logged-out
// users". Checked over every place that could show them: each header variant,
// the left drawer and each footer variant, in every language.

const phone = 'tel:+41445051234';
const site = siteFixture();

/** Every href and group id the role meets anywhere in the chrome. */
function everythingShownTo(role: Role): { hrefs: string[]; groups: string[] } {
  const seen = { hrefs: [] as string[], groups: [] as string[] };
  for (const language of languages) {
    for (const variant of headerVariants) {
      const header = headerModel(site, language, role, variant);
      seen.hrefs.push(...hrefs(header.actions), ...hrefs(header.primary));
      seen.groups.push(...header.actions.flatMap((a) => (a.kind === 'group' ? [a.labelId] : [])));
    }
    const drawer = leftDrawerModel(site, language, role);
    seen.hrefs.push(...hrefs(drawer.entries));
    seen.groups.push(...drawer.entries.flatMap((e) => (e.kind === 'group' ? [e.labelId] : [])));
    for (const variant of footerVariants) {
      const footer = footerModel(site, language, role, variant);
      seen.hrefs.push(...hrefs(footer.groups), ...(footer.supportPhone ? [phone] : []));
      seen.groups.push(...footer.groups.map((group) => group.labelId));
    }
  }
  return seen;
}

describe('the support phone and the Support menus by role (spec §6)', () => {
  it('never reach designers: no phone, no Support menu or group, no consultation', () => {
    const seen = everythingShownTo('designer');
    expect(seen.hrefs).not.toContain(phone);
    expect(seen.hrefs).not.toContain('/design-consultation');
    expect(seen.groups).not.toContain('header.supportMenu');
    expect(seen.groups).not.toContain('footer.group.support');
    // The Help Center stays within a designer's reach.
    expect(seen.hrefs).toContain('/help');
  });

  it.each(roles.filter((role) => role !== 'designer'))('reach %s visitors', (role) => {
    const seen = everythingShownTo(role);
    expect(seen.hrefs).toContain(phone);
    expect(seen.groups).toContain('footer.group.support');
  });
});
