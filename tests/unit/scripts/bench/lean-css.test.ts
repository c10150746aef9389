import { describe, expect, it } from 'vitest';
import {
  answersOf,
  askedSelectors,
  cssQuestions,
  firstScreenCss,
  namesUsed,
  originatingSelector,
} from '../../../../scripts/bench/lean-css.ts';

// Issue 37's lean reference page keeps the CSS its first screen uses: the
// questions asked of the page, and the CSS cut down to its answers.

describe('the selectors asked of the page', () => {
  it('asks about the element a pseudo-element is drawn on, and drops the others', () => {
    expect(originatingSelector('.a::before')).toBe('.a');
    expect(originatingSelector('.a:after')).toBe('.a');
    expect(originatingSelector('::after')).toBe('*');
    expect(originatingSelector('.a ::marker')).toBe('.a *');
    expect(originatingSelector('::selection')).toBeNull();
    expect(originatingSelector('::view-transition-old(root)')).toBeNull();
    expect(originatingSelector('dialog::backdrop')).toBeNull();
  });

  it("asks once more without the reader's hover and focus", () => {
    expect(askedSelectors('a:hover')).toEqual(['a:hover', 'a:is(*)']);
    expect(askedSelectors('.x :focus-visible')).toEqual(['.x :focus-visible', '.x :is(*)']);
    expect(askedSelectors('.y')).toEqual(['.y']);
  });
});

describe('the CSS of the first screen', () => {
  const css =
    ':root{--c:red}.top,.bottom{color:var(--c)}.bottom{margin:0}' +
    '@media (min-width:900px){.top{padding:0}}@media (max-width:600px){.top{padding:1px}}' +
    '@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}' +
    '.top a:hover{animation:spin 1s}[data-open] .top{gap:0}';
  const onScreen = new Set([':root', '.top', '.top a:hover', '.top a:is(*)', '[data-open] .top']);
  const questions = cssQuestions(css);
  const answers = answersOf(questions, {
    selectors: questions.selectors.map((selector) => onScreen.has(selector)),
    media: questions.media.map((query) => query === '(max-width:600px)'),
    supports: [],
  });
  const kept = firstScreenCss(css, answers);

  it('asks about every selector of every list and every media query', () => {
    expect(questions.selectors).toEqual(
      expect.arrayContaining([':root', '.top', '.bottom', '.top a:hover', '.top a:is(*)']),
    );
    expect(questions.media).toEqual(['(min-width:900px)', '(max-width:600px)']);
  });

  it('keeps the matching selectors of a list, the rules of media that hold, the keyframes used', () => {
    expect(kept).toBe(
      ':root{--c:red}.top{color:var(--c)}@media (max-width:600px){.top{padding:1px}}' +
        '@keyframes spin{to{rotate:1turn}}.top a:hover{animation:spin 1s}[data-open] .top{gap:0}',
    );
  });

  it('names the classes and attributes that the kept selectors use', () => {
    expect(namesUsed(kept)).toEqual({ classes: ['top'], attributes: ['data-open'] });
  });
});
