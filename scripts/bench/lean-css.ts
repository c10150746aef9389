import postcss, { type Container } from 'postcss';

// The CSS a page's first screen uses (issue 37's lean reference page,
// ./microsite-lean-reference.ts), in two steps around the browser: the
// questions to ask the page (which selectors match an element of its first
// screen, which media queries and @supports conditions hold there;
// ./page/first-screen.ts answers them), then the page's CSS cut down to the
// answers. A rule stays with only the selectors of its list that matched;
// @keyframes and @font-face stay when a kept declaration names them.

/** Pseudo-elements drawn on an element: they go with their element. */
const drawnOnElement =
  /^::?(?:before|after|marker|placeholder|first-line|first-letter|file-selector-button|-webkit-[\w-]+)$/;
/** Every pseudo-element: `::name`, `::name(…)`, and the four of CSS 2 with one colon. */
const pseudoElement =
  /::?(?:before|after|first-line|first-letter)(?![\w-])|::[\w-]+(?:\([^)]*\))?/g;
/**
 * What the reader's pointer or keyboard does to an element: the rules for
 * those states are kept for the elements the first screen has (a lean page
 * styles its links' hover and focus too), so they are asked about without it.
 */
const readerState = /:(?:hover|focus-visible|focus-within|focus|active|visited)(?![\w-])/g;

/**
 * The selector of the element a selector styles, pseudo-elements taken off
 * (`.a::before` → `.a`, `::after` → `*`); null when the pseudo-element is not
 * drawn on an element of the page (`::selection`, `::backdrop`, a view
 * transition's).
 */
export function originatingSelector(selector: string): string | null {
  let drawn = true;
  const without = selector.replace(pseudoElement, (match: string, offset: number) => {
    if (!drawnOnElement.test(match.replace(/\(.*$/, ''))) drawn = false;
    // `.a ::before` is `.a *::before`: a descendant, not `.a` itself.
    return /(?:^|[\s>+~(,])$/.test(selector.slice(0, offset)) ? '*' : '';
  });
  return drawn ? without.trim() : null;
}

/** The selectors to ask the page about for one selector: as it is, and without the reader's states. */
export function askedSelectors(selector: string): string[] {
  const originating = originatingSelector(selector);
  if (originating === null) return [];
  const relaxed = originating.replace(readerState, ':is(*)');
  return relaxed === originating ? [originating] : [originating, relaxed];
}

export interface CssQuestions {
  selectors: string[];
  media: string[];
  supports: string[];
}

export interface CssAnswers {
  selectors: ReadonlyMap<string, boolean>;
  media: ReadonlyMap<string, boolean>;
  supports: ReadonlyMap<string, boolean>;
}

/** A keyframe's selector (`from`, `50%`) is not a selector of the page. */
const inKeyframes = (node: { parent: Container | undefined }): boolean =>
  node.parent?.type === 'atrule' &&
  /keyframes$/.test((node.parent as { name?: string }).name ?? '');

export function cssQuestions(css: string): CssQuestions {
  const selectors = new Set<string>();
  const media = new Set<string>();
  const supports = new Set<string>();
  postcss.parse(css).walk((node) => {
    if (node.type === 'rule' && !inKeyframes(node))
      for (const selector of node.selectors)
        for (const asked of askedSelectors(selector)) selectors.add(asked);
    if (node.type === 'atrule' && node.name === 'media') media.add(node.params);
    if (node.type === 'atrule' && node.name === 'supports') supports.add(node.params);
  });
  return { selectors: [...selectors], media: [...media], supports: [...supports] };
}

/** Names a declaration's value refers to (an animation's, a font family's). */
const namesIn = (value: string): string[] =>
  value.split(/[\s,]+/).map((name) => name.replace(/^["']|["']$/g, ''));

/** `css` with only what the first screen uses, as `answers` tell. */
export function firstScreenCss(css: string, answers: CssAnswers): string {
  const root = postcss.parse(css);
  root.walk((node) => {
    if (node.type === 'atrule') {
      if (node.name === 'media' && answers.media.get(node.params) !== true) node.remove();
      else if (node.name === 'supports' && answers.supports.get(node.params) !== true)
        node.remove();
    } else if (node.type === 'rule' && !inKeyframes(node)) {
      const kept = node.selectors.filter((selector) =>
        askedSelectors(selector).some((asked) => answers.selectors.get(asked) === true),
      );
      if (kept.length === 0) node.remove();
      else if (kept.length < node.selectors.length) node.selectors = kept;
    }
  });
  const animations = new Set<string>();
  const fonts = new Set<string>();
  root.walkDecls((declaration) => {
    if (/^(?:-webkit-)?animation(?:-name)?$/.test(declaration.prop))
      for (const name of namesIn(declaration.value)) animations.add(name);
    if (declaration.prop === 'font-family' || declaration.prop === 'font')
      for (const name of namesIn(declaration.value)) fonts.add(name);
  });
  root.walkAtRules((rule) => {
    if (/keyframes$/.test(rule.name) && !animations.has(rule.params)) rule.remove();
  });
  root.walkAtRules('font-face', (rule) => {
    let family = '';
    rule.walkDecls('font-family', (declaration) => {
      family = namesIn(declaration.value)[0] ?? '';
    });
    if (!fonts.has(family)) rule.remove();
  });
  // Blocks left empty (a @media whose rules all went), innermost first.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((rule) => {
      if (rule.nodes !== undefined && rule.nodes.length === 0) {
        rule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/** The class names and attribute names the selectors of `css` use. */
export function namesUsed(css: string): { classes: string[]; attributes: string[] } {
  const classes = new Set<string>();
  const attributes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    if (inKeyframes(rule)) return;
    for (const match of rule.selector.matchAll(/\.(-?[_a-zA-Z\u0080-\uffff][\w\u0080-\uffff-]*)/g))
      if (match[1]) classes.add(match[1]);
    for (const match of rule.selector.matchAll(/\[\s*([\w-]+)/g))
      if (match[1]) attributes.add(match[1]);
  });
  return { classes: [...classes], attributes: [...attributes] };
}

/** The page's answers, keyed by question. */
export function answersOf(
  questions: CssQuestions,
  answers: { selectors: boolean[]; media: boolean[]; supports: boolean[] },
): CssAnswers {
  const keyed = (asked: string[], answered: boolean[]) =>
    new Map(asked.map((question, index) => [question, answered[index] === true]));
  return {
    selectors: keyed(questions.selectors, answers.selectors),
    media: keyed(questions.media, answers.media),
    supports: keyed(questions.supports, answers.supports),
  };
}
