import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../../../scripts/bench/budgets.ts';
import { statFigure, valueFigure, type Figure } from '../../../../scripts/bench/figures.ts';
import { parseOptions } from '../../../../scripts/bench/options.ts';
import { outsideAgreements } from '../../../../scripts/bench/outside/outside-comparison.ts';

// Issue 37's outside check: only run when asked for, and every budget with an
// outside counterpart judged on both sides, with why when they differ.

const ids = ['sizes', 'lighthouse', 'outside'];

describe('--outside', () => {
  it('runs the outside check only when asked for', () => {
    const selected = (...args: string[]) => {
      const options = parseOptions(args, ids);
      return options === 'help' ? [] : options.selected;
    };
    expect(selected()).toEqual(['sizes', 'lighthouse']);
    expect(selected('--outside')).toEqual(ids);
    expect(selected('--only', 'lighthouse', '--outside')).toEqual(['lighthouse', 'outside']);
    expect(selected('--only', 'outside')).toEqual(['outside']);
    expect(() => parseOptions(['--outside-runs', '2'], ids)).toThrow(/3 to 100/);
  });
});

const index = (...figures: Figure[]) => new Map(figures.map((figure) => [figure.key, figure]));
const lcp = (page: string, median: number, min: number, max: number) =>
  statFigure(`outside.${page}.lcp`, `microsite ${page}: LCP`, 'ms', { median, min, max, runs: 3 });

describe('the budgets against the outside check', () => {
  it('says where the two agree, and why they can differ where they do not', () => {
    const figures = index(
      valueFigure('lighthouse.index.lcp', 'index: LCP', 'ms', 752),
      valueFigure('lighthouse.category.lcp', 'category: LCP', 'ms', 790),
      lcp('index', 760, 740, 770),
      lcp('category', 805, 780, 840),
    );
    const agreements = outsideAgreements(figures, checkBudgets(figures));
    const found = agreements.find((agreement) => agreement.budget === 'lighthouse-lcp');
    expect(found).toMatchObject({ bench: 'pass', outside: 'fail' });
    expect(found?.why).toMatch(/simulated/);
    expect(found?.why).toMatch(/microsite category: LCP fall on both sides of the limit/);
    const notMeasured = agreements.find((agreement) => agreement.budget === 'ssr-tbt');
    expect(notMeasured).toMatchObject({ bench: 'skip', outside: 'skip', why: null });
  });
});
