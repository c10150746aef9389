import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../src/i18n/load-messages.ts';

// The catalogues load on demand in a browser served by Vite (the dev server
// behind Astro and these tests), not only in a production bundle.
describe('loadMessages in the browser', () => {
  it('loads a language’s catalogue on demand', async () => {
    const german = await loadMessages('de');
    const japanese = await loadMessages('ja');
    expect(german['a11y.skipToContent']).toBe('Zum Hauptinhalt springen');
    expect(japanese['a11y.skipToContent']).toMatch(/メイン/);
  });
});
