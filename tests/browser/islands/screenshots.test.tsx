import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Messages } from '../../../src/i18n/message-id.ts';
import { roles, type Role } from '../../../src/navigation/types.ts';
import type { PublicSite } from '../../../src/markets/public-site.ts';
import { setUnreadMessages, setUnreadNotifications } from '../../../src/stores/unread.ts';
import { closeDrawer } from '../../../src/stores/drawers.ts';
import { $openMenu } from '../../../src/stores/open-menu.ts';
import { layoutLanguages } from '../support/matrix.ts';
import { catalogues } from '../support/messages.ts';
import { cleanup, render, settle } from '../support/render.tsx';
import { ShellPage } from '../support/shell-page.tsx';
import { sites } from '../support/sites.ts';
import { installFakeAvatars } from '../support/fake-avatars.ts';
import { shellProps } from '../support/shell-props.ts';

// Screenshots of every role at 375 px and 1280 px in English, German and
// Japanese, plus open drawers and dropdowns, saved under reports/screenshots/
// (git-ignored) for people to look at. Each shot also checks that the page
// did not overflow sideways, which is what a broken layout looks like first.

const out = '../../../reports/screenshots';

const widths = [375, 1280] as const;

async function renderPage(
  site: PublicSite,
  locale: string,
  messages: Messages,
  role: Role,
  width: number,
  height: number,
) {
  await page.viewport(width, height);
  document.documentElement.lang = locale;
  setUnreadMessages(3);
  setUnreadNotifications(120);
  const view = await render(
    <ShellPage {...shellProps(role, { site, locale, messages, currentPath: '/discover' })} />,
  );
  return view;
}

/** The visible viewport (the document element, clipped to the viewport). */
async function shoot(name: string) {
  const viewport = document.createElement('div');
  viewport.className = 'test-viewport';
  document.body.append(viewport);
  await page.screenshot({ path: `${out}/${name}.png`, element: viewport });
  viewport.remove();
}

let stopFakeAvatars = () => {};
beforeEach(() => {
  stopFakeAvatars = installFakeAvatars();
});

afterEach(async () => {
  stopFakeAvatars();
  closeDrawer();
  $openMenu.set(null);
  await settle(350);
  await cleanup();
});

describe('screenshots', () => {
  for (const { code, site, locale, messages } of layoutLanguages) {
    for (const role of roles) {
      for (const width of widths) {
        test(`${code} ${role} ${width}`, async () => {
          const view = await renderPage(
            site,
            locale,
            messages,
            role,
            width,
            width < 900 ? 812 : 800,
          );
          await settle(50);
          expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
          await shoot(`${code}-${role}-${width}`);
          const header = view.container.querySelector('header');
          const footer = view.container.querySelector('footer');
          if (!header || !footer) throw new Error('header or footer missing');
          await page.screenshot({
            path: `${out}/${code}-${role}-${width}-header.png`,
            element: header,
          });
          // Element shots are clipped to the viewport: make it as tall as the page.
          await page.viewport(width, document.documentElement.scrollHeight);
          await page.screenshot({
            path: `${out}/${code}-${role}-${width}-footer.png`,
            element: footer,
          });
        });
      }
    }
  }

  for (const { code, site, locale, messages } of layoutLanguages) {
    test(`${code}: every role fits the narrowest desktop (900 px) on one line`, async () => {
      for (const role of roles) {
        const view = await renderPage(site, locale, messages, role, 900, 700);
        await settle(50);
        const bar = view.container.querySelector('.site-header__bar');
        expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(900);
        expect(bar?.getBoundingClientRect().height).toBe(64);
        await shoot(`${code}-${role}-900`);
        await view.unmount();
      }
    });
  }

  test('left drawer open, 375 px, German, logged out', async () => {
    await renderPage(sites.de, 'de-DE', catalogues.de, 'logged-out', 375, 812);
    await userEvent.click(page.getByRole('button', { name: catalogues.de['header.openMainMenu'] }));
    await settle(350);
    await shoot(`de-logged-out-375-left-drawer`);
  });

  test('right drawer open, 375 px, English, designer', async () => {
    await renderPage(sites.us, 'en-US', catalogues.en, 'designer', 375, 812);
    await userEvent.click(page.getByRole('button', { name: catalogues.en['header.openUserMenu'] }));
    await settle(350);
    await shoot(`en-designer-375-right-drawer`);
  });

  test('left drawer open, 375 px, Japanese, contest holder', async () => {
    await renderPage(sites.jp, 'ja-JP', catalogues.ja, 'contest-holder', 375, 812);
    await userEvent.click(page.getByRole('button', { name: catalogues.ja['header.openMainMenu'] }));
    await settle(350);
    await shoot(`ja-contest-holder-375-left-drawer`);
  });

  test('support menu open, 1280 px, English, contest holder', async () => {
    await renderPage(sites.us, 'en-US', catalogues.en, 'contest-holder', 1280, 700);
    await userEvent.click(page.getByRole('button', { name: catalogues.en['header.supportMenu'] }));
    await settle(350);
    await shoot(`en-contest-holder-1280-support-menu`);
  });

  test('account menu open, 1280 px, German, designer', async () => {
    await renderPage(sites.de, 'de-DE', catalogues.de, 'designer', 1280, 700);
    await userEvent.click(page.getByRole('button', { name: catalogues.de['header.openUserMenu'] }));
    await settle(350);
    await shoot(`de-designer-1280-account-menu`);
  });

  test('phone tooltip, 1280 px, Japanese, logged out', async () => {
    await renderPage(sites.jp, 'ja-JP', catalogues.ja, 'logged-out', 1280, 700);
    await userEvent.hover(page.getByText(sites.jp.supportPhone ?? '').first());
    await settle(500);
    await shoot(`ja-logged-out-1280-phone-tooltip`);
  });

  test('focused header and footer, 1280 px and 375 px, English', async () => {
    for (const width of widths) {
      await page.viewport(width, 700);
      const view = await render(
        <ShellPage
          {...shellProps('contest-holder', {
            currentPath: '/checkout',
            headerVariant: 'focused',
            footerVariant: 'focused',
          })}
        />,
      );
      await settle(50);
      await shoot(`en-focused-${width}`);
      await view.unmount();
    }
  });

  test('blog header and reduced footer, 1280 px, German', async () => {
    await page.viewport(1280, 1100);
    await render(
      <ShellPage
        {...shellProps('logged-out', {
          site: sites.de,
          locale: 'de-DE',
          messages: catalogues.de,
          currentPath: '/blog/',
          headerVariant: 'blog',
          footerVariant: 'reduced',
        })}
      />,
    );
    await settle(50);
    await shoot(`de-blog-reduced-1280`);
  });
});
