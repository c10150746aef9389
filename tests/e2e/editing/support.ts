import { expect, type Page } from '@playwright/test';

// The editing screen's controls as an editor finds them: by their labels.

/** Signs in to the screen (the proxy backend's one button) and waits for the collections. */
export async function openEditingScreen(page: Page, editUrl: string): Promise<void> {
  await page.goto(editUrl);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('complementary').getByRole('link', { name: 'Winners' }),
  ).toBeVisible();
}

/** A field's label: `label`, and " (optional)" after an optional field's. */
const labelled = (label: string) => new RegExp(`^${label}( \\(optional\\))?$`);

/**
 * A group of fields (an object widget: `Description`, `Ceremony`). Its
 * label names the group's element, which is no form control, so it is found
 * through the label's `for`.
 */
export async function fieldGroup(page: Page, label: string) {
  const id = await page.locator('label', { hasText: labelled(label) }).getAttribute('for');
  return page.locator(`[id="${id}"]`);
}

/** The control labelled `label`. */
export function field(page: Page, label: string) {
  return page.getByLabel(labelled(label));
}

/** Picks `option` in the select or relation field labelled `label`. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Publishes the entry being edited and waits until it is saved. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByText('Entry saved')).toBeVisible();
}
