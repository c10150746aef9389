// Runs in the page (page.evaluate, so each function must not use anything
// from outside its own body): what the lean reference page of
// ../microsite-lean-reference.ts is made of. The page is the built page
// without its scripts (its no-script floor), loaded at the bench's screen.

/** What the page answers for the CSS of its first screen. */
export interface FirstScreenAnswers {
  /** For each selector: does it match an element of the first screen (false when invalid). */
  selectors: boolean[];
  /** For each media query list: does it apply at this screen. */
  media: boolean[];
  /** For each @supports condition: does this browser support it. */
  supports: boolean[];
  /** Elements of the first screen, of all in the document. */
  elements: { firstScreen: number; all: number };
}

/**
 * Which of `questions` hold on the first screen (the viewport at the top of
 * the page). An element is on it when its box meets the viewport; an element
 * without a box (display: none), or moved out of the flow (absolute, fixed,
 * transformed: a skip link parked off screen), is when its parent is drawn on
 * the first screen: the rules that hide or park it keep the first screen as
 * it is. What a hidden element holds is not on it.
 */
export function firstScreenAnswers(questions: {
  selectors: string[];
  media: string[];
  supports: string[];
}): FirstScreenAnswers {
  const width = innerWidth;
  const height = innerHeight;
  const onScreen = new Set<Element>();
  /** Elements on the first screen whose children are drawn (not display: none). */
  const drawn = new Set<Element>([document.documentElement]);
  const all = [...document.querySelectorAll('*')];
  // Document order: a parent is decided before its children.
  for (const element of all) {
    const parentDrawn = element.parentElement !== null && drawn.has(element.parentElement);
    const style = getComputedStyle(element);
    if (element.getClientRects().length === 0) {
      if (!parentDrawn) continue;
      onScreen.add(element);
      if (style.display === 'contents') drawn.add(element);
      continue;
    }
    const box = element.getBoundingClientRect();
    const meets = box.top < height && box.bottom >= 0 && box.left < width && box.right >= 0;
    const outOfFlow =
      style.position === 'absolute' || style.position === 'fixed' || style.transform !== 'none';
    if (meets || (outOfFlow && parentDrawn)) {
      onScreen.add(element);
      drawn.add(element);
    }
  }
  const elements = [...onScreen];
  const matches = (selector: string) => {
    try {
      return elements.some((element) => element.matches(selector));
    } catch {
      return false;
    }
  };
  return {
    selectors: questions.selectors.map(matches),
    media: questions.media.map((query) => matchMedia(query).matches),
    supports: questions.supports.map((condition) => CSS.supports(condition)),
    elements: { firstScreen: elements.length, all: all.length },
  };
}

/**
 * The page as plain HTML: the document as parsed, with `css` as its only
 * style, no script, template, style sheet or render-blocking link, no
 * comment, and of the attributes only those that say what the content is
 * (data-* and classes only where `css` uses them, no event handlers).
 */
export function plainDocument(keep: {
  css: string;
  classes: string[];
  attributes: string[];
}): string {
  const root = document.documentElement.cloneNode(true) as HTMLElement;
  const dropped = [
    'script',
    'template',
    'noscript',
    'style',
    'link[rel~="stylesheet"]',
    'link[rel~="expect"]',
    'link[rel~="preload"]',
    'link[rel~="modulepreload"]',
    'link[rel~="prefetch"]',
  ].join(',');
  for (const element of root.querySelectorAll(dropped)) element.remove();
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  for (const comment of found) comment.parentNode?.removeChild(comment);

  const classes = new Set(keep.classes);
  const attributes = new Set(keep.attributes);
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const { name } of [...element.attributes]) {
      const unused =
        (name.startsWith('data-') && !attributes.has(name)) ||
        name.startsWith('on') ||
        name === 'blocking';
      if (unused) element.removeAttribute(name);
    }
    if (element.hasAttribute('class')) {
      const used = [...element.classList].filter((name) => classes.has(name));
      if (used.length > 0) element.setAttribute('class', used.join(' '));
      else element.removeAttribute('class');
    }
  }
  const head = root.querySelector('head');
  const style = document.createElement('style');
  style.textContent = keep.css;
  head?.append(style);
  return `<!DOCTYPE html>${root.outerHTML}`;
}
