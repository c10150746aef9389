import { userEvent } from 'vitest/browser';
import { settle } from './render.tsx';

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Presses a key for real (through the browser) and lets React catch up. */
export async function press(key: string): Promise<void> {
  await userEvent.keyboard(`{${key}}`);
  await settle();
}

/** Presses Tab until `predicate` holds for the focused element; fails after `limit` presses. */
export async function tabUntil(
  predicate: (element: Element | null) => boolean,
  limit = 40,
): Promise<Element> {
  for (let presses = 0; presses < limit; presses += 1) {
    await press('Tab');
    const active = deepActiveElement();
    if (predicate(active) && active) return active;
  }
  throw new Error(`focus never reached the element after ${limit} Tab presses`);
}

/** The accessible-name-ish label of an element, for readable assertions. */
export function labelOf(element: Element | null): string {
  if (!element) return '(nothing)';
  return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
}
