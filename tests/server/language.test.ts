import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './support/api.ts';
import { createClient } from './support/client.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const switchTo = (locale: string, referer?: string) => {
  const client = createClient(server.url);
  return {
    client,
    response: client.fetch(`/user/switch-language/${locale}`, {
      headers: referer ? { referer } : {},
    }),
  };
};

describe('GET /user/switch-language/{locale}', () => {
  it.each(['de_CH', 'de-CH', 'ja_JP', 'pt-BR', 'en_US'])(
    'accepts %s and redirects back to the same-origin Referer',
    async (locale) => {
      const { response } = switchTo(locale, `${server.url}/contests/browse?page=2`);
      const answer = await response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/contests/browse?page=2');
    },
  );

  it('redirects to / without a Referer or with one from another site', async () => {
    expect((await switchTo('fr_FR').response).headers.get('location')).toBe('/');
    expect(
      (await switchTo('fr_FR', 'https://evil.example/phish').response).headers.get('location'),
    ).toBe('/');
    expect(
      (
        await switchTo('fr_FR', `${server.url.replace('http:', 'javascript:')}`).response
      ).headers.get('location'),
    ).toBe('/');
  });

  it('stores the language on the session: a demo page without a locale then uses it', async () => {
    const { client, response } = switchTo('it_CH');
    await response;
    const page = await client.fetch('/demo?site=ch-fr&role=logged-out');
    expect(await page.text()).toContain('<html lang="it-CH">');
  });

  it('rewrites the locale of a demo page it returns to', async () => {
    const back = await switchTo('de_CH', `${server.url}/demo?site=ch-fr&locale=fr-CH&role=designer`)
      .response;
    expect(back.headers.get('location')).toBe('/demo?site=ch-fr&locale=de-CH&role=designer');
  });

  it.each(['xx_YY', 'ru_RU', 'zh-CN', 'en', 'english', 'de_ch', '%3Cscript%3E', 'de_CH%00'])(
    'refuses %s with 400 and stores nothing',
    async (locale) => {
      const { client, response } = switchTo(locale);
      await expectError(await response, 400, 'unsupported_locale', 'locale');
      const page = await client.fetch('/demo?site=ch-fr&role=logged-out');
      expect(await page.text()).toContain('<html lang="fr-CH">');
    },
  );
});
