// Functions that run inside the page (serialised by the drivers): each must be
// self-contained, with no imports and nothing from its closure.

export type ClickTarget =
  { ok: true; x: number; y: number; width: number; height: number } | { ok: false; reason: string };

/**
 * Finds the element at a shadow-piercing path, scrolls it to the middle of the
 * viewport and answers where its centre is, after two animation frames in
 * which it did not move, or why it cannot be clicked.
 */
export async function locateForClick(path: string[]): Promise<ClickTarget> {
  let root: ParentNode = document;
  let element: Element | null = null;
  for (let step = 0; step < path.length; step += 1) {
    const selector = path[step] ?? '';
    element = root.querySelector(selector);
    if (!element) return { ok: false, reason: `nothing matches ${JSON.stringify(selector)}` };
    root = element.shadowRoot ?? element;
  }
  if (!element) return { ok: false, reason: 'empty path' };
  const target = element;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  target.scrollIntoView({ block: 'center', inline: 'center' });
  await frame();
  await frame();
  const before = target.getBoundingClientRect();
  await frame();
  const rect = target.getBoundingClientRect();
  if (rect.x !== before.x || rect.y !== before.y || rect.width !== before.width) {
    return { ok: false, reason: 'still moving' };
  }
  // Both spellings: engines learnt the newer names at different times.
  const visibilityOptions = {
    checkOpacity: true,
    checkVisibilityCSS: true,
    opacityProperty: true,
    visibilityProperty: true,
  };
  const visible =
    rect.width > 0 &&
    rect.height > 0 &&
    (typeof target.checkVisibility !== 'function' || target.checkVisibility(visibilityOptions));
  if (!visible) return { ok: false, reason: 'not visible' };
  const x = Math.round(rect.x + rect.width / 2);
  const y = Math.round(rect.y + rect.height / 2);
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
    return { ok: false, reason: `its centre (${x}, ${y}) is outside the viewport` };
  }
  // What a pointer at that point hits, through open shadow roots.
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  for (let node: Node | null = hit; node;) {
    if (node === target) return { ok: true, x, y, width: rect.width, height: rect.height };
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  const name = hit
    ? `${hit.localName}${hit.id ? `#${hit.id}` : ''}${hit.className && typeof hit.className === 'string' ? `.${hit.className.trim().split(/\s+/).join('.')}` : ''}`
    : 'nothing';
  return { ok: false, reason: `covered by ${name} at (${x}, ${y})` };
}

export function viewportSize(): { width: number; height: number } {
  return { width: innerWidth, height: innerHeight };
}

export function loadedAt(): { url: string; complete: boolean } {
  return { url: location.href, complete: document.readyState === 'complete' };
}

export function historyBack(): void {
  // After this call has answered: a navigation that starts inside it can
  // destroy the context the driver waits for the answer in.
  setTimeout(() => history.back(), 0);
}
