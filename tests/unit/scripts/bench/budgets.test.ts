import { describe, expect, it } from 'vitest';
import { checkBudgets, menuShareOfReferencePaint } from '../../../../scripts/bench/budgets.ts';
import {
  sizeFigure,
  statFigure,
  valueFigure,
  type Figure,
} from '../../../../scripts/bench/figures.ts';
import { median, summarize } from '../../../../scripts/bench/stats.ts';

describe('bench statistics', () => {
  it('takes the median of odd and even counts, and NaN of nothing', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(summarize([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, runs: 3 });
  });
});

const index = (...figures: Figure[]) => new Map(figures.map((figure) => [figure.key, figure]));
const size = (key: string, gzip: number) =>
  sizeFigure(key, key, { raw: gzip * 3, gzip, brotli: gzip });

describe('bench budgets', () => {
  it('passes the main module at 1.10 × the React floor and fails it just above', () => {
    const at = checkBudgets(index(size('sizes.main', 110_000), size('floor.react', 100_000)));
    const over = checkBudgets(index(size('sizes.main', 110_001), size('floor.react', 100_000)));
    expect(at.find((b) => b.id === 'main-vs-react-floor')?.status).toBe('pass');
    expect(over.find((b) => b.id === 'main-vs-react-floor')?.status).toBe('fail');
  });

  it('skips, never passes, a budget whose figures were not measured', () => {
    const results = checkBudgets(index());
    expect(results.length).toBeGreaterThanOrEqual(10);
    expect(results.every((result) => result.status === 'skip')).toBe(true);
  });

  it('fails a logged-out bundle that carries any live code', () => {
    const clean = checkBudgets(
      index(valueFigure('sizes.logged-out-live-code', 'live', 'bytes', 0)),
    );
    const leaky = checkBudgets(
      index(valueFigure('sizes.logged-out-live-code', 'live', 'bytes', 12)),
    );
    expect(clean.find((b) => b.id === 'logged-out-bundle-live-code')?.status).toBe('pass');
    expect(leaky.find((b) => b.id === 'logged-out-bundle-live-code')?.status).toBe('fail');
  });

  it("compares the microsite's scripts as served (brotli) with the main module's brotli size", () => {
    const main = sizeFigure('sizes.main', 'main', { raw: 40_000, gzip: 12_000, brotli: 10_500 });
    const served = (bytes: number) =>
      checkBudgets(
        index(main, valueFigure('microsite.index.first.js', 'index js', 'bytes', bytes)),
      ).find((b) => b.id === 'microsite-js-vs-main')?.status;
    expect(served(10_500)).toBe('pass');
    expect(served(10_501)).toBe('fail');
  });

  it('judges the time budgets of issue 37 as ratios to a reference of the same run', () => {
    const status = (id: string, ...figures: Figure[]) =>
      checkBudgets(index(...figures)).find((b) => b.id === id)?.status;
    const build = (ratio: number) =>
      status(
        'build-per-page-vs-plain',
        valueFigure('build.per-page-ratio.10000', 'ratio', 'ratio', ratio),
        valueFigure('build.ms-per-added-page.10000', 'project', 'ms', 3 * ratio),
        valueFigure('build.plain.ms-per-added-page.10000', 'plain', 'ms', 3),
      );
    expect(build(1.5)).toBe('pass');
    expect(build(1.51)).toBe('fail');
    const menu = (share: number) =>
      status(
        'menu-vs-lean-reference',
        valueFigure('menu.shown-after-fcp-per-reference-fcp', 'share', 'percent', share),
        statFigure('menu.reference.fcp', 'reference', 'ms', summarize([900])),
      );
    expect(menu(menuShareOfReferencePaint)).toBe('pass');
    expect(menu(menuShareOfReferencePaint + 0.01)).toBe('fail');
    const lean = (ratio: number) =>
      status(
        'microsite-load-vs-lean',
        valueFigure('paint.home.lean-load-ratio', 'home', 'ratio', 1),
        valueFigure('paint.year.lean-load-ratio', 'year', 'ratio', ratio),
      );
    expect(lean(1.05)).toBe('pass');
    expect(lean(1.06)).toBe('fail');
  });

  it('reports the compared numbers', () => {
    const [result] = checkBudgets(
      index(
        size('sizes.main', 120_000),
        size('floor.react', 100_000),
        statFigure('x', 'x', 'ms', summarize([1])),
      ),
    );
    expect(result?.detail).toMatch(/1\.20×/);
  });
});
