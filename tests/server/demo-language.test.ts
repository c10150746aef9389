import { describe, expect, it } from 'vitest';
import type { User, UserRole } from '../../server/db/users.ts';
import { renderDemoPage, type DemoPage } from '../../server/demo/demo-page.ts';
import { loadDemoSites } from '../../server/demo/sites.ts';
import { demoTextsFor } from '../../server/demo/texts/demo-texts-for.ts';
import { en } from '../../server/demo/texts/en.ts';
import { demoVariants } from '../../server/demo/roles.ts';
import { roles } from '../../src/navigation/types.ts';

// Issue 16: the demo pages' own content (titles, contest names, the sidebar)
// in the page's language, so that a demo in German is German throughout.
// Rendered without the server: the page's text is what is checked.

const loaded = loadDemoSites(new URL('../../markets/', import.meta.url).pathname);
if ('error' in loaded) throw new Error(loaded.error);
const sites = loaded;

const userAs = (role: UserRole): User => ({
  id: 7,
  displayName: 'Dana',
  role,
  demoKey: null,
  lastSeenAt: null,
  chatsSeenAt: null,
  notificationsCounterReadAt: null,
  declinedBrowserNotifications: false,
});

function render(
  siteKey: string,
  locale: string,
  role: DemoPage['role'],
  variant: DemoPage['variant'],
) {
  const site = sites.byKey(siteKey);
  if (!site) throw new Error(`no site ${siteKey}`);
  return renderDemoPage({
    site,
    locale,
    role,
    variant,
    currentPath: '/',
    user: role === 'logged-out' ? null : userAs(role),
    origin: 'http://localhost',
    wsOrigin: 'ws://localhost',
  });
}

/** Every text the English page writes itself, as the page escapes it. */
function englishTexts(): string[] {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  return [
    en.blogTitle,
    en.checkoutTitle,
    en.loggedOutTitle,
    ...en.contests,
    en.contestStates.qualifying,
    en.contestStates.finished,
    ...en.blogHandDrawn,
    ...en.blogVariableType,
    en.checkoutStep,
    en.packageLegend,
    en.designerLede,
    en.loggedOutLede,
    en.allDemoPages,
    'Demo page:',
    'Logged out',
    'Contest holder',
  ].map(escape);
}

const pages = roles.flatMap((role) => demoVariants.map((variant) => [role, variant] as const));

describe('a demo page in the page’s language throughout', () => {
  it.each([
    ['de-de', 'de-DE'],
    ['nl-nl', 'nl-NL'],
    ['fr-fr', 'fr-FR'],
    ['it-it', 'it-IT'],
    ['es-es', 'es-ES'],
    ['mx-es', 'es-MX'],
    ['pt-pt', 'pt-PT'],
    ['br-pt', 'pt-BR'],
    ['jp-ja', 'ja-JP'],
  ])('%s (%s): no English text of the demo on any page', (siteKey, locale) => {
    for (const [role, variant] of pages) {
      const page = render(siteKey, locale, role, variant);
      const english = englishTexts().filter((text) => page.includes(text));
      expect(english, `${role} ${variant}`).toEqual([]);
      expect(page, `${role} ${variant}`).toContain(`aria-label="${demoTextsFor(locale).sidebar}"`);
    }
  });

  it('a German page is German in its title, content and sidebar', () => {
    const page = render('de-de', 'de-DE', 'designer', 'default');
    expect(page).toContain('<title>Wettbewerbe durchsuchen · Designmarket Deutschland</title>');
    expect(page).toContain('Logo für eine Bio-Bäckerei');
    expect(page).toContain('Qualifikationsrunde');
    expect(page).toContain('>Nachrichten</a>');
    expect(page).toMatch(/Demoseite: Designer \(Dana\) auf Designmarket Deutschland/);
  });

  it('variants word it their way: Brazil, Latin America; Switzerland without ß', () => {
    const brazil = render('br-pt', 'pt-BR', 'logged-out', 'default');
    expect(brazil).toContain('Encomende um logotipo profissional');
    expect(brazil).not.toMatch(/logótipo/i);
    expect(render('pt-pt', 'pt-PT', 'logged-out', 'default')).toContain('logótipo profissional');
    expect(render('mx-es', 'es-MX', 'contest-holder', 'default')).toContain('Empaque para cerveza');
    expect(render('es-es', 'es-ES', 'contest-holder', 'default')).toContain('Envase para cerveza');
    for (const [role, variant] of pages) {
      expect(render('ch-de', 'de-CH', role, variant), `${role} ${variant}`).not.toContain('ß');
    }
  });

  it('prices in the nearest locale Intl supports: "US$" on the Brazilian English site', () => {
    expect(render('br-en', 'en-BR', 'designer', 'default')).toContain('US$299');
    expect(render('us-en', 'en-US', 'designer', 'default')).toMatch(/(?<!US)\$299 ·/);
  });
});
