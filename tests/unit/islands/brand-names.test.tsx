import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import de from '../../../src/i18n/messages/de.json';
import { SiteFooter } from '../../../src/islands/SiteFooter.tsx';
import { SiteHeader } from '../../../src/islands/SiteHeader.tsx';
import { siteFixture } from '../support/site-fixtures.ts';

// Two brand groups share the catalogues: each page names its own brand.
describe('the brand in the chrome’s texts', () => {
  for (const [sitegroup, brand, other] of [
    ['gestaltwerk', 'Gestaltwerk', 'Designmarket'],
    ['designmarket', 'Designmarket', 'Gestaltwerk'],
  ] as const) {
    it(`is ${brand} on a ${sitegroup} site`, () => {
      const props = {
        site: siteFixture({ sitegroup, locale: 'de-DE', language: 'de' }),
        locale: 'de-DE',
        messages: de,
        role: 'logged-out' as const,
        currentPath: '/',
      };
      const footer = renderToString(<SiteFooter {...props} year={2026} />);
      const header = renderToString(<SiteHeader {...props} />);
      expect(footer).toContain(`© 2026 ${brand}. Alle Rechte vorbehalten.`);
      expect(footer).toContain(`${brand} auf Facebook`);
      expect(header).toContain(`aria-label="Startseite von ${brand}"`);
      expect(footer + header).not.toContain(other);
    });
  }
});
