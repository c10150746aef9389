import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createTranslator, type Translator } from '../../../src/i18n/create-translator.ts';
import type { Messages } from '../../../src/i18n/message-id.ts';
import de from '../../../src/i18n/messages/de.json';
import en from '../../../src/i18n/messages/en.json';
import es from '../../../src/i18n/messages/es.json';
import fr from '../../../src/i18n/messages/fr.json';
import it from '../../../src/i18n/messages/it.json';
import ja from '../../../src/i18n/messages/ja.json';
import nl from '../../../src/i18n/messages/nl.json';
import pt from '../../../src/i18n/messages/pt.json';
// The shell's own styles, so that visibility, hover and focus behave as on a page.
import '../../../src/islands/styles/tokens.css';
import '../../../src/islands/styles/base.css';
import '../../../src/islands/styles/dropdown.css';
import '../../../src/islands/styles/icon-button.css';
import '../../../src/islands/styles/button.css';
import '../../../src/islands/styles/live-panel.css';
import '../../../src/islands/messages/messages.css';
import '../../../src/islands/notifications/notifications.css';

const roots: Root[] = [];

// Imported statically: loadMessages' `import(…, { with: { type: 'json' } })`
// fails under Vite in the browser (the browser wants a JSON MIME type, Vite
// serves the catalogue as a JS module).
const catalogues: Record<string, Messages> = { de, en, es, fr, it, ja, nl, pt };

export async function translator(locale = 'en-GB'): Promise<Translator> {
  const messages = catalogues[locale.slice(0, 2)];
  if (!messages) throw new Error(`no catalogue for ${locale}`);
  return createTranslator(locale, messages);
}

export async function render(node: ReactNode): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  await act(async () => root.render(node));
  return host;
}

export async function unmountAll(): Promise<void> {
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  document.body.replaceChildren();
}

/** Lets effects, store updates and microtasks settle inside act(). */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Polls inside act() until `check` stops throwing. */
export async function until(check: () => void, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await settle(20);
    }
  }
}
