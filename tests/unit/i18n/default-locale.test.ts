import { describe, expect, it } from 'vitest';
import { resolveShell } from '../../../src/elements/resolve-shell.ts';
import { renderElement } from '../../../src/elements/server/render-element.tsx';
import { defaultLanguage } from '../../../src/i18n/languages.ts';

// Spec §9: the default locale is 'en' (issue 36: implemented, not tested).

describe('the default locale', () => {
  it('is English: an element given no site and no locale speaks it', async () => {
    expect(defaultLanguage).toBe('en');
    const context = resolveShell('site-footer', {});
    expect(context.language).toBe('en');
    expect(context.locale).toBe('en-US');
    const footer = await renderElement('site-footer');
    expect(footer).toMatch(/>Help Center</);
    expect(footer).toContain('aria-label="Footer"');
  });
});
