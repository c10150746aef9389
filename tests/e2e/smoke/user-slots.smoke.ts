import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import type { EnginePage } from '../../support/engines/driver/engine-page.ts';
import { waitForState } from '../../support/engines/driver/wait-for-state.ts';
import { differentPixels } from '../../support/png-diff.ts';
import { browserPerFile } from './support/browser-per-file.ts';
import { avatarButton, drawerState } from './support/demo-page.ts';

// A signed-in header from a shared cache, in the engine named by ENGINE: the
// demo page's `render=user-slots` (the shared shadow root, the user's
// picture, name and counts written by the page into its named slots) against
// `render=server` (the same user rendered whole). Without JavaScript the two
// must be the same pixels; with it, the bundle takes the slots over and
// shows the user itself.

const handle = browserPerFile();
const shots = mkdtempSync(join(tmpdir(), 'user-slots-'));
afterAll(() => rmSync(shots, { recursive: true, force: true }));

// WebKitGTK 2.50 has no invoker commands: without JavaScript its drawer cannot open.
const invokerCommands = handle.engine !== 'webkit';

const cases = [
  { site: 'de-de', locale: 'de-DE', role: 'designer', name: 'Diego Ramos', id: '2' },
  { site: 'us-en', locale: 'en-US', role: 'contest-holder', name: 'Maren Albrecht', id: '1' },
] as const;

type Case = (typeof cases)[number];

const path = (demo: Case, extra: Record<string, string>) =>
  `/demo?${new URLSearchParams({ site: demo.site, locale: demo.locale, role: demo.role, ...extra })}`;

async function screenshotWithoutScript(
  page: EnginePage,
  demo: Case,
  render: string,
  drawerOpen: boolean,
): Promise<PNG> {
  await page.goto(path(demo, { render, csp: 'no-script' }));
  await page.waitFor(() => document.readyState === 'complete');
  if (drawerOpen) {
    await page.click(avatarButton);
    await waitForState(
      page,
      'the user drawer on screen',
      (state) => state.onScreen,
      drawerState,
      'right',
    );
  }
  // Every picture shown has loaded (a closed drawer's lazy ones never do) and
  // is decoded: a loaded picture not yet decoded can be drawn a frame later
  // (WebKit's two screenshots once differed by 1,593 pixels, passing on a
  // retry). Then the drawer's slide has ended.
  await page.waitFor(() =>
    [
      ...document.images,
      ...(document.querySelector('site-header')?.shadowRoot?.querySelectorAll('img') ?? []),
    ].every((image) => image.complete || !image.checkVisibility()),
  );
  await page.evaluate(() =>
    Promise.all(
      [
        ...document.images,
        ...(document.querySelector('site-header')?.shadowRoot?.querySelectorAll('img') ?? []),
      ]
        .filter((image) => image.checkVisibility())
        .map((image) => image.decode().catch(() => undefined)),
    ).then(() => true),
  );
  await new Promise((resolve) => setTimeout(resolve, 400));
  const file = join(shots, `${demo.site}-${render}-${drawerOpen}.png`);
  await page.screenshot(file);
  return PNG.sync.read(readFileSync(file));
}

/** WebKitGTK's overlay scrollbar fades in along the right edge at a moment that varies: left out. */
const scrollbarWidth = 16;

for (const demo of cases) {
  describe(`${demo.site} ${demo.role}, user slots, in ${handle.engine}`, () => {
    it('looks without JavaScript exactly as the whole server render, drawer closed', async () => {
      const page = await handle.browser().newPage();
      await page.setViewport(375, 800);
      const whole = await screenshotWithoutScript(page, demo, 'server', false);
      const slotted = await screenshotWithoutScript(page, demo, 'user-slots', false);
      expect(differentPixels(whole, slotted, scrollbarWidth)).toBe(0);
    });

    it(`looks without JavaScript exactly as the whole server render, user drawer open${invokerCommands ? '' : ' (skipped: no invoker commands in this engine)'}`, async (context) => {
      if (!invokerCommands) context.skip();
      const page = await handle.browser().newPage();
      await page.setViewport(375, 800);
      const whole = await screenshotWithoutScript(page, demo, 'server', true);
      const slotted = await screenshotWithoutScript(page, demo, 'user-slots', true);
      expect(differentPixels(whole, slotted, scrollbarWidth)).toBe(0);
    });

    it('is taken over by the bundle, which then shows the user itself', async () => {
      const page = await handle.browser().newPage();
      await page.setViewport(375, 800);
      await page.goto(path(demo, { render: 'user-slots' }));
      const state = await page.waitFor(
        async () => {
          const host = document.querySelector('site-header') as
            (HTMLElement & { ready?: Promise<void> }) | null;
          if (!customElements.get('site-header') || !host?.ready) return null;
          await host.ready;
          const root = host.shadowRoot;
          // Ready with the server's HTML; taken over once the page has painted.
          if (!root?.adoptedStyleSheets.length) return null;
          return {
            namedSlots: root?.querySelectorAll('slot[name]').length ?? -1,
            name: root?.querySelector('.site-drawer__user-name')?.textContent ?? null,
            avatar: root?.querySelector('.site-drawer__user img')?.getAttribute('src') ?? null,
          };
        },
        { timeout: 20_000, message: 'the header to be defined and rendered' },
      );
      expect(state).toEqual({
        namedSlots: 0,
        name: demo.name,
        avatar: `/avatars/users/${demo.id}/48`,
      });
    });
  });
}
