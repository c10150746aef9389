import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// axe as the end-to-end tests run it, at about a third of the default's cost
// (0.8–0.9 s a run on a year page on the two-core machine, against 2.3–2.7 s).
// - In the page's own frame ("legacy mode"). By default @axe-core/playwright
//   opens a blank page after each run to merge the results of every frame.
//   The pages checked have no frames. On the designer's demo page both modes
//   found the same rules with the same node counts; on the 2022 page, the
//   same counts of violations, passes and incomplete results.
// - Every node of a violation, but one example node of a pass, an incomplete
//   or an inapplicable rule (axe's `resultTypes`): the tests read only the
//   violations, and the whole list of passing nodes was 0.5 MB to copy out of
//   a year page, at each run.

/** An axe run of `page`. Its `options()` would replace `resultTypes`: add rules with `disableRules()`, `withTags()`. */
export const axeOf = (page: Page): AxeBuilder =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
