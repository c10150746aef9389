import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/i18n/languages.ts';
import { loadMessages } from '../../../src/i18n/load-messages.ts';
import { LeftDrawer } from '../../../src/islands/LeftDrawer.tsx';
import { SiteFooter } from '../../../src/islands/SiteFooter.tsx';
import { loadValidMarkets } from '../../../src/markets/load.ts';
import { toPublicSite } from '../../../src/markets/project.ts';
import { basePath, micrositeHref } from '../../../src/microsite/base-path.ts';
import { chromeProps } from '../../../src/microsite/chrome/chrome-props.ts';
import { findEditorPages } from '../../../src/microsite/editor-pages.ts';
import { micrositeCatalogues } from '../../../src/microsite/texts/translator.ts';
import { pageContext } from '../../../src/microsite/page-context.ts';
import { micrositeSiteForPath, micrositeSites } from '../../../src/microsite/sites.ts';
import { awardsHref } from '../../../src/navigation/awards-href.ts';
import { footerModel } from '../../../src/navigation/footer-model.ts';
import { footerVariants, roles } from '../../../src/navigation/types.ts';

// issue 16 "The microsite in all eight languages": a site per language, the
// programme named as the chrome's footer link names it, the footer of every
// market leading to the microsite in its language, and one way to change
// language on the microsite.

describe('the microsite sites', () => {
  it('are one per language of the product, each with its own folder', () => {
    expect(micrositeSites.map((site) => site.language).sort()).toEqual([...languages].sort());
    const segments = micrositeSites.map((site) => site.segment);
    expect(new Set(segments).size).toBe(segments.length);
  });
});

describe.each(micrositeSites)('the $language microsite', (site) => {
  it('names the programme exactly as the chrome’s footer link does', async () => {
    const context = await pageContext(site.key);
    const footerLink = (await loadMessages(site.language))['nav.bestDesignAwards'];
    expect(context.translator.programme).toBe(footerLink);
    expect(context.t('meta.titleSuffix', { title: 'X' })).toContain(footerLink);
    expect(context.t('year.eyebrow', { year: 2024 })).toContain(footerLink);
    expect(context.t('nav.micrositeSections')).toBe(footerLink);
  });

  it('has an about page whose title names the programme as the footer link does', async () => {
    const folder = `../../../src/pages/best-design-awards/${site.segment ? `${site.segment}/` : ''}`;
    const page = readFileSync(new URL(`${folder}about.md`, import.meta.url), 'utf8');
    const title = /^title: (.+)$/m.exec(page)?.[1] ?? '';
    expect(title).toContain(String((await loadMessages(site.language))['nav.bestDesignAwards']));
  });

  it('shows no language switcher of the chrome, in the footer or the drawer', async () => {
    const chrome = chromeProps(await pageContext(site.key), micrositeHref(site.segment));
    const footer = renderToString(<SiteFooter {...chrome} />);
    // The footer is rendered, with its link to this very microsite.
    expect(footer).toContain(`href="${awardsHref(site.language)}"`);
    for (const html of [footer, renderToString(<LeftDrawer {...chrome} />)]) {
      expect(html).not.toContain('/user/switch-language/');
      expect(html).not.toContain('site-language-switcher');
    }
  });
});

describe('the microsite catalogues', () => {
  it('never write a programme name themselves, only {programme}', async () => {
    const names = new Set(['Best Design Awards', 'Best design awards']);
    for (const language of languages) {
      names.add(String((await loadMessages(language))['nav.bestDesignAwards']));
    }
    for (const [language, messages] of Object.entries(micrositeCatalogues)) {
      for (const [key, message] of Object.entries(messages ?? {})) {
        for (const name of names) expect(message, `${language} ${key}`).not.toContain(name);
      }
    }
  });
});

describe('the footer’s awards link', () => {
  const markets = loadValidMarkets();

  it('leads every market to the microsite in its own language', () => {
    expect(markets.length).toBeGreaterThan(40);
    for (const market of markets) {
      const site = toPublicSite(market.key, market.record);
      const awards = micrositeSites.find((own) => own.language === site.language);
      expect(awards, `${market.key}: no microsite in ${site.language}`).toBeDefined();
      const home = micrositeHref(awards?.segment);
      for (const role of roles) {
        for (const variant of footerVariants) {
          const links = footerModel(site, site.language, role, variant).groups.flatMap(
            (group) => group.items,
          );
          const link = links.find((item) => item.id === 'bestDesignAwards');
          if (variant === 'focused') {
            expect(link).toBeUndefined();
            continue;
          }
          // The English one is the spec's `/best-design-awards`; the others the site's folder.
          expect(`${link?.href.replace(/\/$/, '')}/`, `${market.key} ${role} ${variant}`).toBe(
            home,
          );
          expect(micrositeSiteForPath(home, basePath)).toBe(awards);
        }
      }
    }
  });
});

describe('the editor pages', () => {
  const folder = '../pages/best-design-awards/';
  const inEverySite = (name: string) =>
    micrositeSites.map((site) => `${folder}${site.segment ? `${site.segment}/` : ''}${name}`);

  it('are found in every site that has them', () => {
    const pages = findEditorPages([...inEverySite('about.md'), `${folder}press.md`]);
    expect([...(pages.get('about')?.paths.values() ?? [])]).toEqual(
      micrositeSites.map((site) => micrositeHref(site.segment, 'about')),
    );
    // A page no site links to may be in fewer languages: the others' menus lead home.
    expect([...(pages.get('press')?.paths.values() ?? [])]).toEqual([micrositeHref('press')]);
  });

  it('fail the build when a site lacks the about page, naming the file and the language', () => {
    const withoutFrench = inEverySite('about.md').filter((file) => !file.includes('/fr/'));
    expect(() => findEditorPages(withoutFrench)).toThrow(
      'The page src/pages/best-design-awards/about.md has no version in français (fr): add src/pages/best-design-awards/fr/about.md',
    );
    expect(() => findEditorPages([])).toThrow(
      'English (en): add src/pages/best-design-awards/about.md',
    );
  });
});
