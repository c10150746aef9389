import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageTransitionMs } from '../../../src/microsite/constants.ts';

// Spec §9: page transitions enter and exit in 400 ms. The script waits
// `pageTransitionMs` (constants.ts); the stylesheet animates for
// `--awards-transition`. Written twice, so this ties them together.

const css = readFileSync(
  new URL('../../../src/microsite/styles/microsite.css', import.meta.url),
  'utf8',
);
// The animations come with the navigation script (issue 21).
const feedbackCss = readFileSync(
  new URL('../../../src/microsite/router/navigation-feedback.css', import.meta.url),
  'utf8',
);

describe('the page transition’s CSS duration', () => {
  it('is the constant the script waits for', () => {
    const declared = /--awards-transition:\s*(\d+)ms\s*;/.exec(css);
    expect(declared, '--awards-transition in microsite.css').not.toBeNull();
    expect(Number(declared?.[1])).toBe(pageTransitionMs);
  });

  it('is what both the exit and the enter animation use', () => {
    const animations = [
      ...feedbackCss.matchAll(/animation:\s*(awards-(?:exit|enter))\s+([^\s;]+)/g),
    ];
    expect(animations.map(([, name]) => name).sort()).toEqual(['awards-enter', 'awards-exit']);
    for (const [, name, duration] of animations) {
      expect(duration, name).toBe('var(--awards-transition)');
    }
  });
});
