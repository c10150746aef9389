// Sizing the viewport in every engine. test-runner-commands' setViewport
// cannot resize a WebDriver window (WebKit); the server command
// `engine-viewport` (tests/support/engines/wtr-browsers.ts) can, and answers
// with the size it got, which may be larger than asked.
import { executeServerCommand } from '@web/test-runner-commands';

/** Sizes the viewport; resolves with the `{ width, height }` the engine gave. */
export function setViewport(
  width: number,
  height: number,
): Promise<{ width: number; height: number }> {
  return executeServerCommand('engine-viewport', { width, height });
}

/**
 * The widths that get the elements' phone layout: below their first
 * breakpoint (600 px) and from 360 px, under which the narrowest phones' rules
 * apply (src/islands/styles/header.css, footer.css, brand.css).
 */
export const phoneLayout = { minWidth: 360, maxWidth: 599 };

/**
 * A phone-width viewport: 375 px, or the narrowest the engine allows when that
 * is wider (WebKitGTK's window: 447 px). Both get the same phone layout; a
 * width outside it fails here rather than quietly testing another layout.
 * Resolves with the size obtained.
 */
export async function setPhoneViewport(height: number) {
  const size = await setViewport(375, height);
  const { minWidth, maxWidth } = phoneLayout;
  if (!matchMedia(`(min-width: ${minWidth}px) and (max-width: ${maxWidth}px)`).matches) {
    throw new Error(
      `asked for a 375 px viewport and got ${size.width} px, outside the phone layout (${minWidth}–${maxWidth} px)`,
    );
  }
  return size;
}
