import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnginePage } from '../../support/engines/driver/engine-page.ts';
import { copyProject, repo, startEditCommand, type EditCommand } from '../editing/edit-command.ts';
import { browserPerFile } from './support/browser-per-file.ts';

// The editing screen (issue 35, `npm run edit` on a copy of the project) in
// the engine named by ENGINE: it signs in, lists the winners, opens one whose
// title is written per language in our title widget, and saves a changed
// award as a one-line change of the file. Picking and clicking only: the
// engines' driver types no text, so adding a winner with its texts is
// Chromium's Playwright test (tests/e2e/editing/add-winner.spec.ts).

const handle = browserPerFile();
const file = 'src/content/winners/2021/northwind-energy-guide.md';

/** Clicks, with the real pointer, the element whose whole text is `text` (the innermost). */
async function clickText(page: EnginePage, selector: string, text: string): Promise<void> {
  await page.waitFor(
    (selector: string, text: string) => {
      document.querySelector('[data-smoke-target]')?.removeAttribute('data-smoke-target');
      const matches = [...document.querySelectorAll(selector)].filter(
        (element) => element.textContent?.trim() === text,
      );
      const target = matches.at(-1);
      target?.setAttribute('data-smoke-target', '');
      return target !== undefined;
    },
    { message: `"${text}" (${selector})` },
    selector,
    text,
  );
  await page.click(['[data-smoke-target]']);
}

describe(`the editing screen in ${handle.engine}`, () => {
  let project: ReturnType<typeof copyProject> | undefined;
  let edit: EditCommand | undefined;
  let page: EnginePage;

  beforeAll(async () => {
    project = copyProject();
    edit = await startEditCommand(project, false);
    page = await handle.browser().newPage();
    await page.goto(edit.editUrl);
  });
  afterAll(async () => {
    await page?.close();
    await edit?.stop();
    project?.remove();
  });

  it('signs in and lists the winners', async () => {
    await clickText(page, 'button', 'Login');
    const winners = await page.waitFor(
      () => document.querySelectorAll('a[href^="#/collections/winners/entries/"]').length || null,
      { message: 'the list of winners', timeout: 30_000 },
    );
    expect(winners).toBeGreaterThan(50);
  });

  it('opens a winner with its title per language, and saves a new award as one line', async () => {
    const before = readFileSync(join(repo, file), 'utf8');
    await page.evaluate(() => {
      location.hash = '#/collections/winners/entries/2021/northwind-energy-guide';
    });
    const germanTitle = await page.waitFor(
      () => document.querySelector<HTMLInputElement>('input[lang="de"]')?.value || null,
      { message: 'the title in German', timeout: 30_000 },
    );
    expect(germanTitle).toBe('Markenhandbuch für Northwind Energy');

    // The award's list opens on a space in its field, as a keyboard user opens it.
    await page.evaluate(() => {
      const label = [...document.querySelectorAll('label')].find(
        (each) => each.textContent === 'Award',
      );
      document.getElementById(label?.htmlFor ?? '')?.focus();
    });
    await page.press(' ');
    await clickText(page, '[role="option"]', 'silver');
    await clickText(page, '[role="button"]', 'Publish');
    await clickText(page, '[role="menuitem"]', 'Publish now');
    await page.waitFor(() => document.body.textContent?.includes('Entry saved') || null, {
      message: 'the toast "Entry saved"',
    });
    expect(readFileSync(join(project?.root ?? '', file), 'utf8')).toBe(
      before.replace('award: gold\n', 'award: silver\n'),
    );
  });
});
