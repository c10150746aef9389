import { describe, expect, it } from 'vitest';
import { isMicrositePath, micrositeFile, micrositeHref } from '../../../src/microsite/base-path.ts';
import { shownText } from '../../../src/microsite/content/shown-text.ts';
import { micrositeSite, micrositeSiteForPath } from '../../../src/microsite/sites.ts';

describe('internal links carry the base path', () => {
  it('builds every address under /best-design-awards/', () => {
    expect(micrositeHref()).toBe('/best-design-awards/');
    expect(micrositeHref(undefined, 'categories', 'packaging')).toBe(
      '/best-design-awards/categories/packaging/',
    );
    expect(micrositeHref('de', 2024)).toBe('/best-design-awards/de/2024/');
    expect(micrositeFile('app-data.json')).toBe('/best-design-awards/app-data.json');
  });

  it('tells microsite paths from the marketplace', () => {
    expect(isMicrositePath('/best-design-awards')).toBe(true);
    expect(isMicrositePath('/best-design-awards/de/2024/')).toBe(true);
    expect(isMicrositePath('/best-design-awards-old/')).toBe(false);
    expect(isMicrositePath('/logo-design')).toBe(false);
  });
});

describe('sites', () => {
  it('builds English at the base path and every other language in its folder', () => {
    expect(micrositeSite('us-en')).toMatchObject({ language: 'en', segment: undefined });
    expect(micrositeSite('de-de')).toMatchObject({ language: 'de', segment: 'de' });
    expect(micrositeSite('jp-ja')).toMatchObject({ language: 'ja', segment: 'ja' });
    expect(() => micrositeSite('ch-fr')).toThrow('Unknown microsite site "ch-fr"');
  });

  it('finds the site of a path', () => {
    expect(micrositeSiteForPath('/best-design-awards/de/2024/', '/best-design-awards/').key).toBe(
      'de-de',
    );
    expect(micrositeSiteForPath('/best-design-awards/2024/', '/best-design-awards/').key).toBe(
      'us-en',
    );
    expect(micrositeSiteForPath('/best-design-awards/delta/', '/best-design-awards/').key).toBe(
      'us-en',
    );
  });
});

describe('localized content text', () => {
  const text = { en: 'Packaging', de: 'Verpackung' };
  it('picks the language, and English for a language that no site needs', () => {
    expect(shownText(text, 'de').text).toBe('Verpackung');
    expect(shownText(text, 'fr').text).toBe('Packaging');
  });
});
