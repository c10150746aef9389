import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { editedSchemas } from '../../../scripts/edit/cms-config.ts';
import { copyProject, repo, startEditCommand, type EditCommand } from './edit-command.ts';
import { choose, field, fieldGroup, openEditingScreen, publish } from './support.ts';

// Issue 35, the editing screen: `npm run edit` on a copy of the project, an
// editor adds a winner with English and German texts (`fallback: en` for
// the other languages) through the screen, and it is written as a hand-made
// file would be, passes `npm run check:content`, and shows in the live
// preview, reached from the screen's "View Live". A second save, of an
// existing winner whose title is written per language, changes one line.
//
// Chromium only: Playwright drives no other engine on this machine (its
// Firefox and WebKit builds cannot be downloaded here), and the project's
// driver for Firefox ESR and WebKitGTK types no text and uploads no file. In
// those, the cross-engine smoke (tests/e2e/smoke/editing-screen.smoke.ts)
// opens the screen and saves a change made by picking and clicking.

const winnerFile = 'src/content/winners/2024/harbour-lights.md';
const imageFile = 'src/content/winners/images/harbour-lights.svg';
const image =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#1f6f5c"/></svg>\n';

/** The file as an editor following docs/editors.md would write it. */
const expectedWinner = `---
fallback: en
title: Harbour Lights
designer: Ana Lopes
studio: Porto
category: packaging
year: 2024
award: gold
image: ../images/harbour-lights.svg
imageAlt:
  en: Three lamps made from old buoys
  de: Drei Lampen aus alten Bojen
description:
  en: "Lamps cut from a harbour's old buoys: light that floats."
  de: 'Lampen aus den alten Bojen eines Hafens: Licht, das schwimmt.'
---
`;

let project: ReturnType<typeof copyProject>;
let edit: EditCommand;
let uploads: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  project = copyProject();
  uploads = mkdtempSync(join(tmpdir(), 'awards-upload-'));
  writeFileSync(join(uploads, 'harbour-lights.svg'), image);
  edit = await startEditCommand(project);
});

test.afterAll(async () => {
  await edit?.stop();
  project?.remove();
  if (uploads) rmSync(uploads, { recursive: true, force: true });
});

test('an editor adds a winner in two languages, and the preview shows it', async ({ page }) => {
  test.setTimeout(180_000);
  expect('fallback' in editedSchemas.winners.shape, 'the schemas have `fallback`').toBe(true);
  await openEditingScreen(page, edit.editUrl);
  await page.getByRole('link', { name: 'Create entry of type Winner' }).click();

  await choose(page, 'Fallback', 'English');
  await field(page, 'Title').fill('Harbour Lights');
  await field(page, 'Designer').fill('Ana Lopes');
  await field(page, 'Studio').fill('Porto');
  await choose(page, 'Category', 'Packaging');
  await choose(page, 'Year', '2024');
  await choose(page, 'Award', 'gold');
  await page.getByText('Choose an image').click();
  await page.locator('input[type=file]').setInputFiles(join(uploads, 'harbour-lights.svg'));
  await page.getByRole('button', { name: 'Choose selected' }).click();
  const imageAlt = await fieldGroup(page, 'Image alt');
  await imageAlt.getByLabel('English (en)').fill('Three lamps made from old buoys');
  await imageAlt.getByLabel('Deutsch (de)').fill('Drei Lampen aus alten Bojen');
  const description = await fieldGroup(page, 'Description');
  await description
    .getByLabel('English (en)')
    .fill("Lamps cut from a harbour's old buoys: light that floats.");
  await description
    .getByLabel('Deutsch (de)')
    .fill('Lampen aus den alten Bojen eines Hafens: Licht, das schwimmt.');
  await publish(page);

  // The files: where a hand-made winner goes, written as one would be.
  const written = readFileSync(join(project.root, winnerFile), 'utf8');
  expect(written).toBe(expectedWinner);
  const fields = [...written.matchAll(/^(\w+):/gm)].map((match) => match[1]);
  const schemaOrder = Object.keys(editedSchemas.winners.shape).filter((field) =>
    fields.includes(field),
  );
  expect(fields, 'the fields in the schema’s order').toEqual(schemaOrder);
  expect(readFileSync(join(project.root, imageFile), 'utf8')).toBe(image);
  expect(existsSync(join(repo, winnerFile)), 'nothing written into the checkout').toBe(false);

  const check = spawnSync('npm', ['run', '--silent', 'check:content', '--', project.root], {
    cwd: repo,
    encoding: 'utf8',
  });
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
  expect(check.stdout).toContain('The awards content is fine');

  // The new winner in the screen's list, and from there the live preview: "View Live".
  await page.getByRole('link', { name: /Writing in Winners collection/ }).click();
  await page.getByRole('link', { name: 'harbour-lights (2024, gold)' }).click();
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'View Live' }).click(),
  ]);
  expect(preview.url()).toBe(`${edit.previewUrl}2024/#harbour-lights`);
  const card = preview.locator('article#harbour-lights');
  await expect(card).toContainText('Harbour Lights', { timeout: 60_000 });
  await expect(card).toContainText('Ana Lopes');
  await expect(card.locator('img')).toHaveAttribute('alt', 'Three lamps made from old buoys');

  // German is written; French falls back to the English text, marked as English.
  // (Fresh pages: the dev server may still reload the first one after the save.)
  const german = await page.context().newPage();
  await german.goto(`${edit.previewUrl}de/2024/`);
  await expect(german.locator('article#harbour-lights')).toContainText(
    'Lampen aus den alten Bojen eines Hafens',
  );
  const french = await page.context().newPage();
  await french.goto(`${edit.previewUrl}fr/2024/`);
  const frenchCard = french.locator('article#harbour-lights');
  await expect(frenchCard).toContainText("Lamps cut from a harbour's old buoys");
  await expect(frenchCard.locator('[lang="en"]').first()).toBeVisible();
});

test('saving an existing winner changes only the line that changed', async ({ page }) => {
  test.setTimeout(120_000);
  // Its title is written per language, and its texts are quoted as the sample files are.
  const file = 'src/content/winners/2021/northwind-energy-guide.md';
  const before = readFileSync(join(repo, file), 'utf8');
  expect(before).toContain('award: gold\n');
  await openEditingScreen(page, edit.editUrl);
  await page.goto(`${edit.editUrl}#/collections/winners/entries/2021/northwind-energy-guide`);
  const title = await fieldGroup(page, 'Title');
  await expect(title.getByLabel('Deutsch (de)')).toHaveValue('Markenhandbuch für Northwind Energy');
  await choose(page, 'Award', 'silver');
  await publish(page);
  expect(readFileSync(join(project.root, file), 'utf8')).toBe(
    before.replace('award: gold\n', 'award: silver\n'),
  );
});
