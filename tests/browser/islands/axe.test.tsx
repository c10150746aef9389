import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { roles } from '../../../src/navigation/types.ts';
import { setUnreadMessages, setUnreadNotifications } from '../../../src/stores/unread.ts';
import { pageVariants } from '../support/matrix.ts';
import { catalogues } from '../support/messages.ts';
import { cleanup, render, settle } from '../support/render.tsx';
import { resetStores } from '../support/reset-stores.ts';
import { ShellPage } from '../support/shell-page.tsx';
import { shellProps } from '../support/shell-props.ts';
import { sites } from '../support/sites.ts';

// axe-core over the whole page (header, drawers, main, footer): zero
// violations for every role and variant at 375 px and 1280 px, and with the
// drawers, a dropdown and the tooltip open.

const widths = [375, 1280] as const;

async function violations(): Promise<string[]> {
  const results = await axe.run(document, { resultTypes: ['violations'] });
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

beforeEach(() => {
  resetStores();
  setUnreadMessages(4);
  setUnreadNotifications(150);
  document.documentElement.lang = 'en';
  document.title = 'Shell under test';
});

afterEach(cleanup);

describe.each(widths)('%i px', (width) => {
  beforeEach(async () => page.viewport(width, 900));

  for (const role of roles) {
    for (const { header, footer } of pageVariants) {
      test(`${role}, ${header} header, ${footer} footer`, async () => {
        await render(
          <ShellPage {...shellProps(role, { headerVariant: header, footerVariant: footer })} />,
        );
        await settle(50);
        expect(await violations()).toEqual([]);
      });
    }
  }
});

describe('open popups', () => {
  test('left drawer open (375 px, German, logged out)', async () => {
    await page.viewport(375, 800);
    document.documentElement.lang = 'de';
    await render(
      <ShellPage
        {...shellProps('logged-out', { site: sites.de, locale: 'de-DE', messages: catalogues.de })}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: catalogues.de['header.openMainMenu'] }));
    await settle(350);
    expect(await violations()).toEqual([]);
  });

  test('right drawer open (375 px, Japanese, designer)', async () => {
    await page.viewport(375, 800);
    document.documentElement.lang = 'ja';
    await render(
      <ShellPage
        {...shellProps('designer', { site: sites.jp, locale: 'ja-JP', messages: catalogues.ja })}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: catalogues.ja['header.openUserMenu'] }));
    await settle(350);
    expect(await violations()).toEqual([]);
  });

  test('support menu open (1280 px, contest holder)', async () => {
    await page.viewport(1280, 800);
    await render(<ShellPage {...shellProps('contest-holder')} />);
    await userEvent.click(page.getByRole('button', { name: catalogues.en['header.supportMenu'] }));
    await settle(350);
    expect(await violations()).toEqual([]);
  });

  test('account menu open (1280 px, designer)', async () => {
    await page.viewport(1280, 800);
    await render(<ShellPage {...shellProps('designer')} />);
    await userEvent.click(page.getByRole('button', { name: catalogues.en['header.openUserMenu'] }));
    await settle(350);
    expect(await violations()).toEqual([]);
  });

  test('phone tooltip shown (1280 px, logged out)', async () => {
    await page.viewport(1280, 800);
    const view = await render(<ShellPage {...shellProps('logged-out')} />);
    view.container.querySelector<HTMLAnchorElement>('header a[href^="tel:"]')?.focus();
    await settle(350);
    expect(await violations()).toEqual([]);
  });
});
