import { describe, expect, it } from 'vitest';
import { browserSwapsPlugin } from '../../../../src/microsite/hydration/browser-swaps-plugin.ts';

// The microsite's browser build swaps some modules for lighter ones, for the
// islands that import them, in the browser only.

const plugin = browserSwapsPlugin();
const resolveId = plugin.resolveId as (
  this: { environment: { config: { consumer: string } } },
  source: string,
  importer?: string,
) => string | null;
const src = new URL('../../../../src/', import.meta.url).pathname;
const call = (consumer: string, source: string, importer: string) =>
  resolveId.call({ environment: { config: { consumer } } }, source, importer);

describe('browserSwapsPlugin', () => {
  it("swaps formatjs's translator for the views' plain one, in the browser only", () => {
    const views = `${src}islands/use-translator.ts`;
    expect(call('client', '../i18n/create-translator.ts', views)).toBe(
      `${src}i18n/plain-translator.ts`,
    );
    expect(call('server', '../i18n/create-translator.ts', views)).toBeNull();
    expect(call('client', '../i18n/message-id.ts', views)).toBeNull();
    expect(
      call('client', '../i18n/create-translator.ts', `${src}microsite/texts/translator.ts`),
    ).toBeNull();
  });

  it.each(['use-dropdown.ts', 'use-tooltip.ts'])(
    'swaps @floating-ui for the plain positioner in %s, in the browser only',
    (hook) => {
      const importer = `${src}islands/popup/${hook}?v=1`;
      expect(call('client', './position-popup.ts', importer)).toBe(
        `${src}islands/popup/plain-position-popup.ts`,
      );
      expect(call('server', './position-popup.ts', importer)).toBeNull();
    },
  );

  it('swaps the icons for the stroke icons alone in Icon.tsx, in the browser only', () => {
    const importer = `${src}islands/icons/Icon.tsx`;
    expect(call('client', './icon-paths.ts', importer)).toBe(
      `${src}islands/icons/stroke-icon-paths.ts`,
    );
    expect(call('server', './icon-paths.ts', importer)).toBeNull();
    expect(call('client', './icon-paths.ts', `${src}islands/MenuLink.tsx`)).toBeNull();
  });

  it("leaves the header's account menu out, in the browser only", () => {
    const importer = `${src}islands/HeaderActions.tsx`;
    expect(call('client', './AccountMenu.tsx', importer)).toBe(`${src}islands/no-account-menu.ts`);
    expect(call('server', './AccountMenu.tsx', importer)).toBeNull();
  });

  it("leaves the header's messages and notifications links out, in the browser only", () => {
    const importer = `${src}islands/HeaderActions.tsx`;
    expect(call('client', './UnreadLinks.tsx', importer)).toBe(`${src}islands/no-unread-links.ts`);
    expect(call('server', './UnreadLinks.tsx', importer)).toBeNull();
  });
});
