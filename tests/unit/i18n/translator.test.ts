import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../../src/i18n/create-translator.ts';
import { languages, UnsupportedLanguageError } from '../../../src/i18n/languages.ts';
import { loadMessages } from '../../../src/i18n/load-messages.ts';

describe('loadMessages', () => {
  it.each(languages)('loads the %s catalogue', async (language) => {
    const messages = await loadMessages(language);
    expect(messages['languageSwitcher.label']).toBe(
      {
        en: 'Language',
        de: 'Sprache',
        nl: 'Taal',
        fr: 'Langue',
        it: 'Lingua',
        es: 'Idioma',
        pt: 'Idioma',
        ja: '言語',
      }[language],
    );
  });

  it('rejects an unsupported language with an error naming it', async () => {
    await expect(loadMessages('sv')).rejects.toThrow(UnsupportedLanguageError);
    await expect(loadMessages('sv')).rejects.toThrow(/"sv"/);
  });
});

describe('createTranslator: messages from the language, formats from the full locale', () => {
  it('uses the language’s messages for any of its locales', async () => {
    const german = await loadMessages('de');
    for (const locale of ['de-DE', 'de-AT', 'de-CH']) {
      const translator = createTranslator(locale, german);
      expect(translator.language).toBe('de');
      expect(translator.t('header.login')).toBe('Anmelden');
    }
  });

  it('formats numbers the way the full locale does (de-CH vs de-DE)', async () => {
    const german = await loadMessages('de');
    expect(createTranslator('de-CH', german).intl.formatNumber(1234567.5)).toMatch(
      /^1['’]234['’]567\.5$/,
    );
    expect(createTranslator('de-DE', german).intl.formatNumber(1234567.5)).toBe('1.234.567,5');
  });

  it('formats dates the way the full locale does (Jänner in Austria)', async () => {
    const german = await loadMessages('de');
    const january = new Date(Date.UTC(2024, 0, 15));
    const month = (locale: string) =>
      createTranslator(locale, german).intl.formatDate(january, { month: 'long', timeZone: 'UTC' });
    expect(month('de-AT')).toBe('Jänner');
    expect(month('de-DE')).toBe('Januar');
  });

  it('formats en-GB and en-US dates differently with the same English messages', async () => {
    const english = await loadMessages('en');
    const date = new Date(Date.UTC(2024, 2, 5));
    const short = (locale: string) =>
      createTranslator(locale, english).intl.formatDate(date, { timeZone: 'UTC' });
    expect(short('en-US')).toBe('3/5/2024');
    expect(short('en-GB')).toBe('05/03/2024');
  });

  it('accepts the market spelling de_CH and reports the BCP 47 locale', async () => {
    expect(createTranslator('de_CH', await loadMessages('de')).locale).toBe('de-CH');
  });

  it('formats plural unread counts in English', async () => {
    const { t } = createTranslator('en-US', await loadMessages('en'));
    expect(t('header.messages', { count: 0 })).toBe('Messages, no unread messages');
    expect(t('header.messages', { count: 1 })).toBe('Messages, 1 unread message');
    expect(t('header.messages', { count: 42 })).toBe('Messages, 42 unread messages');
  });

  it('formats the count inside a plural with the locale’s digits grouping', async () => {
    const { t } = createTranslator('de-DE', await loadMessages('de'));
    expect(t('header.notifications', { count: 1 })).toBe(
      'Benachrichtigungen, 1 ungelesene Benachrichtigung',
    );
    expect(t('header.notifications', { count: 1500 })).toBe(
      'Benachrichtigungen, 1.500 ungelesene Benachrichtigungen',
    );
  });

  it('formats Japanese counts with its single plural form', async () => {
    const { t } = createTranslator('ja-JP', await loadMessages('ja'));
    expect(t('header.messages', { count: 0 })).toBe('メッセージ、未読メッセージはありません');
    // No space before the counter 件 (house rules: Japanese typography).
    expect(t('header.messages', { count: 3 })).toBe('メッセージ、3件の未読メッセージ');
    expect(t('header.notifications', { count: 3 })).toBe('通知、3件の未読通知');
  });

  it('says "de" after a million in French, Italian, Spanish and Portuguese (plural many)', async () => {
    const count = (locale: string, language: string) =>
      loadMessages(language).then((messages) =>
        createTranslator(locale, messages).t('header.notifications', { count: 1_000_000 }),
      );
    expect(await count('fr-FR', 'fr')).toBe(
      'Notifications, 1\u202f000\u202f000 de notifications non lues',
    );
    expect(await count('fr-FR', 'fr')).not.toMatch(/000 notifications/);
    expect(await count('it-IT', 'it')).toBe('Notifiche, 1.000.000 di notifiche non lette');
    expect(await count('es-ES', 'es')).toBe('Notificaciones, 1.000.000 de notificaciones sin leer');
    expect(await count('pt-PT', 'pt')).toBe(
      'Notificações, 1\u00a0000\u00a0000 de notificações não lidas',
    );
    expect(await count('fr-FR', 'fr')).not.toBe(
      createTranslator('fr-FR', await loadMessages('fr')).t('header.notifications', {
        count: 999_999,
      }),
    );
  });

  it('fills placeholders', async () => {
    const { t } = createTranslator('fr-BE', await loadMessages('fr'));
    expect(t('footer.copyright', { year: 2025, brand: 'Gestaltwerk' })).toBe(
      '© 2025 Gestaltwerk. Tous droits réservés.',
    );
    expect(t('header.officeHours', { hours: 'lun.–ven. 9 h–17 h' })).toBe(
      'Horaires d’ouverture\u00a0: lun.–ven. 9 h–17 h',
    );
  });

  it('formats a message without values once, and one with values every time', async () => {
    const translator = createTranslator('fr-FR', await loadMessages('fr'));
    const format = vi.spyOn(translator.intl, 'formatMessage');
    expect(translator.t('header.login')).toBe(translator.t('header.login'));
    expect(format).toHaveBeenCalledTimes(1);
    const values = { year: 2025, brand: 'Gestaltwerk' };
    expect(translator.t('footer.copyright', values)).toContain('2025');
    expect(translator.t('footer.copyright', { ...values, year: 2026 })).toContain('2026');
    expect(format).toHaveBeenCalledTimes(3);
  });

  it('throws an error naming an unsupported language', async () => {
    const english = await loadMessages('en');
    expect(() => createTranslator('ru-RU', english)).toThrow(UnsupportedLanguageError);
    expect(() => createTranslator('ru-RU', english)).toThrow(/"ru"/);
  });

  it('throws a RangeError on a malformed locale', async () => {
    expect(() => createTranslator('german', {} as never)).toThrow(RangeError);
  });
});
