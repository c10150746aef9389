// Where a click on a shadow-piercing path lands: asked of the page until the
// element stands still (a drawer sliding in); both drivers then click there
// with a real pointer. Anything but movement fails at once.
import type { ClickTarget } from './page-scripts.ts';

const settleMs = 2_000;

export async function clickPoint(
  locate: (path: string[]) => Promise<ClickTarget>,
  path: string[],
  action = 'click',
): Promise<{ x: number; y: number }> {
  const deadline = Date.now() + settleMs;
  for (;;) {
    const target = await locate(path);
    if (target.ok) return { x: target.x, y: target.y };
    if (target.reason !== 'still moving' || Date.now() >= deadline) {
      throw new Error(`${action} ${JSON.stringify(path)}: ${target.reason}`);
    }
  }
}
