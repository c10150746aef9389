import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderToString } from 'react-dom/server';
import { UnsupportedLanguageError } from '../../../src/i18n/languages.ts';
import { createTranslator } from '../../../src/i18n/create-translator.ts';
import { Avatar } from '../../../src/islands/Avatar.tsx';
import { Button } from '../../../src/islands/Button.tsx';
import { SiteFooter } from '../../../src/islands/SiteFooter.tsx';
import { catalogues } from '../support/messages.ts';
import { cleanup, render, settle } from '../support/render.tsx';
import { resetStores } from '../support/reset-stores.ts';
import { shellProps } from '../support/shell-props.ts';
import { sites } from '../support/sites.ts';

const en = catalogues.en;
const { t } = createTranslator('en-US', en);

beforeEach(async () => {
  resetStores();
  await page.viewport(1280, 800);
});

afterEach(cleanup);

describe('language switcher (spec §2)', () => {
  function options(root: ParentNode) {
    return [...root.querySelectorAll<HTMLAnchorElement>('.site-language-switcher a')];
  }

  test('links each accepted locale to /user/switch-language/{locale}, named in itself', async () => {
    const swiss = {
      ...sites.de,
      acceptedLocales: ['de-CH', 'en-CH', 'fr-CH', 'it-CH'],
      locale: 'de-CH',
    };
    const view = await render(
      <SiteFooter
        {...shellProps('logged-out', { site: swiss, locale: 'de-CH', messages: catalogues.de })}
      />,
    );
    const links = options(view.container);
    expect(links.map((link) => link.textContent)).toEqual([
      'Deutsch',
      'English',
      'français',
      'italiano',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/user/switch-language/de-CH',
      '/user/switch-language/en-CH',
      '/user/switch-language/fr-CH',
      '/user/switch-language/it-CH',
    ]);
    expect(links.map((link) => link.getAttribute('lang'))).toEqual(['de', 'en', 'fr', 'it']);
    expect(links.map((link) => link.getAttribute('hreflang'))).toEqual([
      'de-CH',
      'en-CH',
      'fr-CH',
      'it-CH',
    ]);
  });

  test('marks the current language', async () => {
    const view = await render(
      <SiteFooter
        {...shellProps('logged-out', { site: sites.jp, locale: 'ja-JP', messages: catalogues.ja })}
      />,
    );
    const current = options(view.container).filter(
      (link) => link.getAttribute('aria-current') === 'true',
    );
    expect(current.map((link) => link.textContent)).toEqual(['日本語']);
  });

  test('is not shown when the site accepts one locale', async () => {
    const view = await render(
      <SiteFooter {...shellProps('logged-out', { site: sites.gb, locale: 'en-GB' })} />,
    );
    expect(view.container.querySelector('.site-language-switcher')).toBe(null);
  });

  test('a site with an unsupported language is an error that names it', () => {
    const swedish = { ...sites.us, acceptedLocales: ['en-US', 'sv-SE'] };
    const renderFooter = () =>
      renderToString(<SiteFooter {...shellProps('logged-out', { site: swedish })} />);
    expect(renderFooter).toThrow(UnsupportedLanguageError);
    expect(renderFooter).toThrow(/"sv"/);
  });
});

describe('Avatar (spec §2, §3)', () => {
  const user = { id: '77', displayName: 'Kim Lee' };

  test('asks for /avatars/users/{id}/96 by default, and the given size otherwise', () => {
    const html = renderToString(
      <>
        <Avatar user={user} t={t} />
        <Avatar user={user} size={48} t={t} />
      </>,
    );
    expect(html).toContain('src="/avatars/users/77/96"');
    expect(html).toContain('src="/avatars/users/77/48"');
  });

  test('linked: a link to the profile; not linked: no link', () => {
    const linked = renderToString(<Avatar user={user} linked t={t} />);
    expect(linked).toMatch(/<a [^>]*href="\/profiles\/77"/);
    const plain = renderToString(<Avatar user={user} t={t} />);
    expect(plain).not.toContain('<a ');
  });

  test('an online indicator with a text alternative', async () => {
    await render(<Avatar user={user} online t={t} />);
    expect(page.getByText(en['avatar.online']).element().textContent).toBe('Online');
    await cleanup();
    await render(<Avatar user={user} online={false} t={t} />);
    expect(page.getByText(en['avatar.offline']).element().textContent).toBe('Offline');
  });

  test('a placeholder with a name when there is no user', async () => {
    await render(<Avatar t={t} />);
    const placeholder = page.getByRole('img', { name: en['avatar.noUser'] }).element();
    expect(placeholder.querySelector('svg')).not.toBe(null);
    expect(document.querySelector('img')).toBe(null);
  });

  test('the picture has the user’s name as its text alternative', async () => {
    const html = renderToString(<Avatar user={user} t={t} />);
    expect(html).toContain('alt="Profile picture of Kim Lee"');
  });
});

describe('Button (spec §4)', () => {
  test('disabled: clicks do nothing', async () => {
    const onClick = vi.fn();
    await render(
      <Button disabled onClick={onClick} savingLabel={en['button.saving']}>
        Save
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Save' });
    expect(button.element().hasAttribute('disabled')).toBe(true);
    await userEvent.click(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  test('saving: a spinner, busy, clicks ignored, focus kept; afterwards clicks work', async () => {
    const onClick = vi.fn();
    const view = await render(
      <Button saving onClick={onClick} savingLabel={en['button.saving']}>
        Save
      </Button>,
    );
    const button = view.container.querySelector('button');
    if (!button) throw new Error('no button');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.site-button__spinner')).not.toBe(null);
    expect(button.textContent).toContain(en['button.saving']);
    button.focus();
    // force: Playwright refuses to click aria-disabled controls; a person can.
    await userEvent.click(button, { force: true });
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);

    await view.rerender(
      <Button onClick={onClick} savingLabel={en['button.saving']}>
        Save
      </Button>,
    );
    expect(button.getAttribute('aria-busy')).toBe(null);
    expect(button.querySelector('.site-button__spinner')).toBe(null);
    await userEvent.click(button);
    await settle();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('footer (spec §2)', () => {
  test('full: Company, Design services, Get a design, Resources; legal and social links', async () => {
    const view = await render(<SiteFooter {...shellProps('logged-out')} />);
    const footer = view.container.querySelector('footer');
    const titles = [...(footer?.querySelectorAll('.site-footer__group-title') ?? [])].map(
      (title) => title.textContent,
    );
    expect(titles).toEqual(['Company', 'Design services', 'Get a design', 'Resources']);
    const hrefs = [...(footer?.querySelectorAll('a') ?? [])].map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toEqual(
      expect.arrayContaining(['/legal/terms-and-conditions', '/legal/privacy', '/pricing']),
    );
    const social = [...(footer?.querySelectorAll('.site-footer__social-link') ?? [])];
    expect(social[0]?.getAttribute('href')).toBe(
      `https://www.facebook.com/${sites.us.socialMedia.facebook}`,
    );
    for (const link of social) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  test('focused: no link groups', async () => {
    const view = await render(<SiteFooter {...shellProps('logged-out')} variant="focused" />);
    expect(view.container.querySelector('.site-footer__group')).toBe(null);
    expect(view.container.querySelector('.site-footer__legal')).not.toBe(null);
  });

  test('reduced: Design services, Support, Resources, Company, and no /pricing', async () => {
    const view = await render(<SiteFooter {...shellProps('logged-out')} variant="reduced" />);
    const titles = [...view.container.querySelectorAll('.site-footer__group-title')].map(
      (title) => title.textContent,
    );
    expect(titles).toEqual(['Design services', 'Support', 'Resources', 'Company']);
    expect(view.container.querySelector('a[href="/pricing"]')).toBe(null);
  });

  test('designers: no support phone, and the reduced footer has no Support group (spec §6)', async () => {
    const full = await render(<SiteFooter {...shellProps('designer')} />);
    expect(full.container.querySelector('a[href^="tel:"]')).toBe(null);
    const reduced = await render(<SiteFooter {...shellProps('designer')} variant="reduced" />);
    const titles = [...reduced.container.querySelectorAll('.site-footer__group-title')].map(
      (title) => title.textContent,
    );
    expect(titles).toEqual(['Design services', 'Resources', 'Company']);
    expect(reduced.container.querySelector('a[href^="tel:"]')).toBe(null);
    expect(reduced.container.querySelector('a[href="/help"]')).not.toBe(null);
  });

  test('the copyright line carries the year', async () => {
    const view = await render(<SiteFooter {...shellProps('logged-out')} year={2031} />);
    expect(view.container.querySelector('.site-footer__copyright')?.textContent).toContain('2031');
  });
});
