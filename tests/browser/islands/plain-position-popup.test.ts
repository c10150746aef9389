import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Placement } from '@floating-ui/dom';
import { positionPopup as plainPositionPopup } from '../../../src/islands/popup/plain-position-popup.ts';
import { positionPopup } from '../../../src/islands/popup/position-popup.ts';

// The microsite positions its popups without @floating-ui/dom
// (src/microsite/hydration/browser-swaps-plugin.ts): for the chrome's fixed
// popups, the plain positioner must put them where floating-ui does, with the
// same final placement and the same size limits, near every edge.

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.replaceChildren();
});

function box(styles: Partial<CSSStyleDeclaration>): HTMLElement {
  const element = document.createElement('div');
  Object.assign(element.style, styles);
  document.body.append(element);
  return element;
}

/** Where a positioner puts a popup of `size` next to an anchor at `at`, once settled. */
async function placed(
  position: typeof positionPopup,
  at: { left: number; top: number },
  size: { width: number; height: number },
  placement: Placement,
  gap: number,
) {
  const anchor = box({
    position: 'fixed',
    left: `${at.left}px`,
    top: `${at.top}px`,
    width: '120px',
    height: '40px',
  });
  const popup = box({
    position: 'fixed',
    width: `${size.width}px`,
    height: `${size.height}px`,
    overflow: 'auto',
  });
  cleanups.push(position(anchor, popup, { placement, gap }));
  // floating-ui places after a promise and again after its size pass.
  for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
  const { left, top, maxHeight, maxWidth } = popup.style;
  const result = { left, top, maxHeight, maxWidth, placement: popup.dataset['placement'] };
  anchor.remove();
  popup.remove();
  return result;
}

const anchors = {
  'top left': { left: 60, top: 60 },
  'top right': { left: 1100, top: 60 },
  middle: { left: 580, top: 380 },
  'bottom right': { left: 1150, top: 740 },
};
const sizes = {
  small: { width: 200, height: 120 },
  tall: { width: 320, height: 600 },
  wide: { width: 1300, height: 100 },
};
const placements: Placement[] = ['bottom-start', 'bottom-end', 'bottom', 'right-start'];

describe('the plain positioner', () => {
  test.each(placements)('puts a %s popup where floating-ui does', async (placement) => {
    await page.viewport(1280, 800);
    for (const [where, at] of Object.entries(anchors)) {
      for (const [kind, size] of Object.entries(sizes)) {
        const expected = await placed(positionPopup, at, size, placement, 8);
        const actual = await placed(plainPositionPopup, at, size, placement, 8);
        expect(expected.top, 'floating-ui has placed it').toMatch(/px$/);
        expect(actual, `${kind} popup, anchor ${where}`).toEqual(expected);
      }
    }
  });
});
