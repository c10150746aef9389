import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../src/i18n/load-messages.ts';
import type { Messages } from '../../../src/i18n/message-id.ts';
import {
  catalogueOf,
  variantLanguages,
  variants,
  type Variant,
} from '../../../src/i18n/regional-variants.ts';
import { languageSwitcherModel } from '../../../src/navigation/language-switcher-model.ts';
import deCH from '../../../src/i18n/messages/de-CH.json' with { type: 'json' };
import enGB from '../../../src/i18n/messages/en-GB.json' with { type: 'json' };
import es419 from '../../../src/i18n/messages/es-419.json' with { type: 'json' };
import ptBR from '../../../src/i18n/messages/pt-BR.json' with { type: 'json' };
import { signature } from './icu-signature.ts';

// design.md §4 "Regional variants"; the review of the catalogues (2026-11-24),
// section "Locales": what each variant must word differently from its language.

type Texts = Record<string, string>;

const overrideFiles: Record<Variant, Texts> = {
  'pt-BR': ptBR,
  'es-419': es419,
  'de-CH': deCH,
  'en-GB': enGB,
};

const overridesOf = (variant: Variant): Texts => overrideFiles[variant];

/** The keys the review names, and a word the variant's text must (or must not) contain. */
const mustDiffer: Record<Variant, Record<string, { has?: RegExp; lacks?: RegExp }>> = {
  'pt-BR': {
    'avatar.noUser': { has: /usuário/, lacks: /utilizador/ },
    'link.newTab': { has: /aba/, lacks: /separador/ },
    'nav.accountSettings': { has: /Configurações/, lacks: /Definições/ },
    'common.loading': { has: /^Carregando…$/ },
    'nav.logoDesign': { has: /logotipos/ },
    'nav.blog': { has: /^Blog$/ },
    'nav.meetTheTeam': { has: /equipe/ },
    'nav.bestDesignAwards': { has: /Prêmios/ },
  },
  'es-419': {
    'nav.businessCardDesign': { has: /tarjetas de presentación/ },
    'nav.nonprofits': { has: /sin fines de lucro/ },
    'nav.pressReleases': { has: /^Comunicados de prensa$/ },
    'nav.packagingDesign': { has: /empaques/ },
    'nav.becomeADesigner': { has: /^Conviértete en diseñador$/ },
  },
  'de-CH': {
    'drawer.close': { has: /schliessen/ },
    'footer.navigation': { has: /^Fusszeile$/ },
  },
  'en-GB': {
    'nav.helpCenter': { has: /^Help Centre$/ },
    'nav.designerResourceCenter': { has: /centre/ },
    'nav.affiliates': { has: /programme/ },
  },
};

describe('regional variants', () => {
  describe.each(variants)('%s', (variant) => {
    const language = variantLanguages[variant];
    const overrides = overridesOf(variant);

    it('overrides only keys of its language’s catalogue, each with a different text', async () => {
      const base = (await loadMessages(language)) as Texts;
      for (const [key, text] of Object.entries(overrides)) {
        expect(base, key).toHaveProperty([key]);
        expect(text, key).not.toBe(base[key]);
      }
    });

    it('keeps the placeholders, plural arguments and plural categories of the base', async () => {
      const base = (await loadMessages(language)) as Texts;
      for (const [key, text] of Object.entries(overrides)) {
        const own = signature(text);
        const theirs = signature(base[key] ?? '');
        expect({ ...own, plurals: own.plurals }, key).toEqual({
          ...theirs,
          plurals: theirs.plurals,
        });
      }
    });

    it('words differently where the review says it must', async () => {
      const merged = (await loadMessages(variant)) as Texts;
      for (const [key, { has, lacks }] of Object.entries(mustDiffer[variant])) {
        if (has) expect(merged[key], key).toMatch(has);
        if (lacks) expect(merged[key], key).not.toMatch(lacks);
      }
    });

    it('loads as the whole catalogue: every key of the language, the variant’s own over it', async () => {
      const base = await loadMessages(language);
      const merged: Messages = await loadMessages(variant);
      expect(Object.keys(merged).sort()).toEqual(Object.keys(base).sort());
      expect(merged).toEqual({ ...base, ...overrides });
    });
  });

  it('de-CH has no ß anywhere', async () => {
    const swiss = Object.entries((await loadMessages('de-CH')) as Texts);
    expect(swiss.filter(([, text]) => text.includes('ß'))).toEqual([]);
  });

  it('en-GB has no US spelling of centre, programme, colour or favourite', async () => {
    const british = Object.entries((await loadMessages('en-GB')) as Texts);
    const american = /\b(center|program|color|favorite)s?\b/i;
    expect(british.filter(([, text]) => american.test(text))).toEqual([]);
  });

  it('pt-BR has none of the European words the review lists', async () => {
    const brazilian = Object.values((await loadMessages('pt-BR')) as Texts).join('\n');
    expect(brazilian).not.toMatch(
      /utilizador|separador|definições|A carregar|logótipo|Blogue|equipa|Prémio/i,
    );
  });
});

describe('catalogueOf: the catalogue each market locale reads', () => {
  it.each([
    ['pt_BR', 'pt-BR'],
    ['pt_PT', 'pt'],
    ['es_MX', 'es-419'],
    ['es_CO', 'es-419'],
    ['es_CL', 'es-419'],
    ['es_US', 'es-419'],
    ['es_ES', 'es'],
    ['de_CH', 'de-CH'],
    ['de_DE', 'de'],
    ['de_AT', 'de'],
    ['en_GB', 'en-GB'],
    ['en_IE', 'en-GB'],
    ['en_AU', 'en-GB'],
    ['en_SG', 'en-GB'],
    ['en_HK', 'en-GB'],
    ['en_DE', 'en-GB'],
    ['en_US', 'en'],
    ['en_CA', 'en'],
    ['en_BR', 'en'],
    ['en_JP', 'en'],
    ['fr_CH', 'fr'],
    ['ja_JP', 'ja'],
  ])('%s → %s', (locale, catalogue) => {
    expect(catalogueOf(locale)).toBe(catalogue);
  });

  it('the language switcher still offers languages by their native names, never a variant', () => {
    const model = languageSwitcherModel({ acceptedLocales: ['pt-BR', 'en-BR'] }, 'pt');
    expect(model?.options.map((option) => option.name)).toEqual(['português', 'English']);
    expect(model?.options.map((option) => option.lang)).toEqual(['pt', 'en']);
  });
});
