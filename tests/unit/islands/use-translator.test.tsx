import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Translator } from '../../../src/i18n/create-translator.ts';
import { loadMessages } from '../../../src/i18n/load-messages.ts';
import type { Messages } from '../../../src/i18n/message-id.ts';
import { useTranslator } from '../../../src/islands/use-translator.ts';

// A build renders each island on thousands of pages with one catalogue per
// site: the views share one translator per catalogue and locale.

function translatorOf(locale: string, messages: Messages): Translator {
  let seen: Translator | undefined;
  const View = () => {
    seen = useTranslator(locale, messages);
    return createElement('p', null, seen.t('header.login'));
  };
  expect(renderToStaticMarkup(createElement(View))).toMatch(/^<p>.+<\/p>$/);
  if (!seen) throw new Error('The view did not render.');
  return seen;
}

describe('useTranslator', () => {
  it('gives every render with the same catalogue and locale the same translator', async () => {
    const german = await loadMessages('de');
    const first = translatorOf('de-DE', german);
    expect(translatorOf('de-DE', german)).toBe(first);
    expect(translatorOf('de-AT', german)).not.toBe(first);
    expect(translatorOf('de-AT', german).locale).toBe('de-AT');
    // Another catalogue object (another site's island props), another translator.
    expect(translatorOf('de-DE', { ...german })).not.toBe(first);
    expect(first.t('header.login')).toBe('Anmelden');
  });
});
