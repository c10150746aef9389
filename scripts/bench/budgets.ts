import type { BudgetResult } from './budget-result.ts';
import { numberOf, type Figure } from './figures.ts';
import { formatNumber } from './table.ts';

// The budgets of issues 8, 15, 18, 21 and 37, checked against the figures of this run. A
// budget whose figures were not measured (--only, --skip, or a not-measured
// row) is skipped, not passed.

export type Index = Map<string, Figure>;
export type Verdict = { pass: boolean; detail: string };

export interface Budget {
  id: string;
  text: string;
  check(index: Index): Verdict;
}

export class NotMeasured extends Error {}

export function get(index: Index, key: string): Figure {
  const figure = index.get(key);
  if (!figure || figure.kind === 'not-measured') throw new NotMeasured(key);
  return figure;
}

/** Every measured figure whose key matches; not measured when there is none. */
export function every(index: Index, pattern: RegExp): Figure[] {
  const figures = [...index.values()].filter(
    (figure) => figure.kind !== 'not-measured' && pattern.test(figure.key),
  );
  if (figures.length === 0) throw new NotMeasured(String(pattern));
  return figures;
}

/**
 * The menu's time after FCP as a share of the lean reference page's own FCP
 * under the same throttling (issue 37): the 80 ms budget at the reference's
 * FCP on the 2-core machine when it was set, 860 ms (the middle of three
 * runs' medians of 11: 844, 860 and 968 ms, the machine shared with other
 * builds), so 9.3 %. The reference's FCP is mostly the emulated slow 4G's
 * round trips; its parse and paint at 4x CPU, what a slower machine
 * lengthens, are the rest.
 */
export const menuShareOfReferencePaint = 9.3;

const bytes = (value: number) => formatNumber(value, 'bytes');
const ms = (value: number) => formatNumber(value, 'ms');
const ratioText = (value: number) => formatNumber(value, 'ratio');

/** Every figure at most `limit`; the detail names the worst. */
export function allAtMost(
  figures: Figure[],
  limit: number,
  show: (value: number) => string,
): Verdict {
  const worst = figures.reduce((a, b) => (numberOf(b) > numberOf(a) ? b : a));
  const value = numberOf(worst);
  return {
    pass: figures.every((figure) => numberOf(figure) <= limit),
    detail: `worst ${show(value)} (${worst.label}) vs ≤ ${show(limit)}`,
  };
}

/** Every figure at least `limit`; the detail names the lowest. */
export function allAtLeast(figures: Figure[], limit: number): Verdict {
  const lowest = figures.reduce((a, b) => (numberOf(b) < numberOf(a) ? b : a));
  return {
    // `!(<)`: a number that could not be read (NaN) is a miss, not a pass.
    pass: figures.every((figure) => numberOf(figure) >= limit),
    detail: `lowest ${numberOf(lowest)} (${lowest.label}) vs ≥ ${limit}`,
  };
}

export const budgets: Budget[] = [
  {
    id: 'main-vs-react-floor',
    text: 'elements main module ≤ 1.10 × React floor (gzip)',
    check(index) {
      const main = numberOf(get(index, 'sizes.main'), 'gzip');
      const floor = numberOf(get(index, 'floor.react'), 'gzip');
      return {
        pass: main <= 1.1 * floor,
        detail: `${bytes(main)} vs ≤ ${bytes(1.1 * floor)} (1.10 × ${bytes(floor)}; ${(main / floor).toFixed(2)}×)`,
      };
    },
  },
  {
    id: 'logged-out-bundle-live-code',
    text: 'main module, views and language chunks: no Apollo/graphql-ws/push code',
    check(index) {
      const value = numberOf(get(index, 'sizes.logged-out-live-code'));
      return { pass: value === 0, detail: `${bytes(value)} of it` };
    },
  },
  {
    id: 'logged-out-page-live-code',
    text: 'logged-out demo page downloads no Apollo/graphql-ws/push code',
    check: (index) =>
      allAtMost(every(index, /^downloads\.(ssr\.)?logged-out\.live-code$/), 0, bytes),
  },
  {
    id: 'ssr-untouched-logged-out',
    text: 'SSR logged-out demo page: JS before the first interaction ≤ 15 KB brotli (issue 37)',
    check(index) {
      const value = numberOf(get(index, 'downloads.ssr.logged-out.untouched'), 'brotli');
      return { pass: value <= 15_000, detail: `${bytes(value)} vs ≤ ${bytes(15_000)}` };
    },
  },
  {
    id: 'ssr-untouched-signed-in',
    text: 'SSR signed-in demo page: JS before the first interaction ≤ 30 KB brotli (issue 37)',
    check(index) {
      const value = numberOf(get(index, 'downloads.ssr.designer.untouched'), 'brotli');
      return { pass: value <= 30_000, detail: `${bytes(value)} vs ≤ ${bytes(30_000)}` };
    },
  },
  {
    id: 'logged-in-chunk',
    text: 'each logged-in chunk (messages, notifications, realtime) ≤ 60 KiB gzip',
    check: (index) => allAtMost(every(index, /^sizes\.chunk\.live(-.+)?$/), 60 * 1024, bytes),
  },
  {
    id: 'header-rendered',
    text: 'header rendered ≤ 1.25 × plain-React floor (medians)',
    check(index) {
      const elements = numberOf(get(index, 'elements.rendered'));
      const floor = numberOf(get(index, 'floor.rendered'));
      return {
        pass: elements <= 1.25 * floor,
        detail: `${ms(elements)} vs ≤ ${ms(1.25 * floor)} (1.25 × ${ms(floor)}; ${(elements / floor).toFixed(2)}×)`,
      };
    },
  },
  {
    id: 'cls',
    text: 'CLS 0 on the client-rendered demo pages with the :not(:defined) rule',
    check: (index) =>
      allAtMost(every(index, /^cls\..*\.with-rule\./), 0, (v) => formatNumber(v, 'cls')),
  },
  {
    id: 'microsite-critical-js',
    text: 'microsite: no JavaScript on the critical path of a first visit',
    check: (index) =>
      allAtMost(every(index, /^microsite\..*\.blocking-js$/), 0, (v) => `${v} render-blocking`),
  },
  {
    id: 'menu-after-fcp',
    // "Works": a tap shows the drawer, so the frame that shows it is what counts.
    text: 'microsite: the drawer on screen within 80 ms of first contentful paint (median of 11; issue 37)',
    check(index) {
      const value = numberOf(get(index, 'menu.shown-after-fcp'));
      return {
        pass: value <= 80,
        detail: `median ${ms(value)} from FCP to the drawer on screen vs ≤ 80.0 ms`,
      };
    },
  },
  {
    id: 'menu-vs-lean-reference',
    text: `microsite: drawer on screen − FCP ≤ ${menuShareOfReferencePaint} % of the lean reference's FCP (issue 37)`,
    check(index) {
      const value = numberOf(get(index, 'menu.shown-after-fcp-per-reference-fcp'));
      const reference = numberOf(get(index, 'menu.reference.fcp'));
      return {
        pass: value <= menuShareOfReferencePaint,
        detail: `${formatNumber(value, 'percent')} of ${ms(reference)} vs ≤ ${formatNumber(menuShareOfReferencePaint, 'percent')} (${ms((menuShareOfReferencePaint / 100) * reference)} at this run's reference)`,
      };
    },
  },
  {
    id: 'lighthouse-performance',
    text: 'microsite: Lighthouse performance ≥ 98 on index, category, year',
    check: (index) => allAtLeast(every(index, /^lighthouse\.[^.]+\.performance$/), 98),
  },
  {
    id: 'lighthouse-lcp',
    text: 'microsite: LCP ≤ 800 ms under Lighthouse mobile',
    check: (index) => allAtMost(every(index, /^lighthouse\.[^.]+\.lcp$/), 800, ms),
  },
  {
    id: 'microsite-js-vs-main',
    // Like for like: the microsite's scripts as served (brotli) against the main module's brotli size.
    text: 'microsite: JavaScript after idle ≤ the elements main module (brotli)',
    check(index) {
      const main = numberOf(get(index, 'sizes.main'), 'brotli');
      return allAtMost(every(index, /^microsite\.[^.]+\.first\.js$/), main, bytes);
    },
  },
  // Issue 21: the microsite's first paint against its no-script floor, and
  // what a reader downloads after the first load.
  {
    id: 'microsite-fcp-vs-floor',
    text: 'microsite: FCP ≤ 1.05 × the no-script floor on each page type',
    check: (index) => allAtMost(every(index, /^paint\.[^.]+\.fcp-ratio$/), 1.05, ratioText),
  },
  {
    id: 'microsite-main-before-fcp',
    text: 'microsite: main-thread CPU time before FCP ≤ 1.10 × the floor on each page type',
    check: (index) =>
      allAtMost(every(index, /^paint\.[^.]+\.main-before-fcp-ratio$/), 1.1, ratioText),
  },
  // Issue 37: each page type against its lean reference page, measured in the same runs.
  {
    id: 'microsite-fcp-vs-lean',
    text: 'microsite: FCP ≤ 1.05 × the lean reference page on each page type (issue 37)',
    check: (index) => allAtMost(every(index, /^paint\.[^.]+\.lean-fcp-ratio$/), 1.05, ratioText),
  },
  {
    id: 'microsite-main-before-fcp-vs-lean',
    text: 'microsite: main-thread CPU before FCP ≤ 1.05 × the lean reference page (issue 37)',
    check: (index) =>
      allAtMost(every(index, /^paint\.[^.]+\.lean-main-before-fcp-ratio$/), 1.05, ratioText),
  },
  {
    id: 'microsite-load-vs-lean',
    text: 'microsite: load event ≤ 1.05 × the lean reference page on each page type (issue 37)',
    check: (index) => allAtMost(every(index, /^paint\.[^.]+\.lean-load-ratio$/), 1.05, ratioText),
  },
  {
    id: 'microsite-first-round-trip',
    text: "microsite: every language's home fits the first round trip (14,600 B with headers)",
    check: (index) => allAtMost(every(index, /^paint\.document\./), 14_600, bytes),
  },
  {
    id: 'microsite-link-js',
    text: 'microsite: a hover or focus on a link downloads no JavaScript',
    check: (index) => allAtMost(every(index, /^after-load\.(link|menu-button)\.js$/), 0, bytes),
  },
  {
    id: 'microsite-control-js',
    text: 'microsite: a first control needing React ≤ React floor (brotli) + 15 KB',
    check(index) {
      const floor = numberOf(get(index, 'after-load.react-floor'));
      return allAtMost(every(index, /^after-load\.control\.[^.]+\.js$/), floor + 15_000, bytes);
    },
  },
  {
    id: 'microsite-idle-bytes',
    text: 'microsite: ≤ 60 KB after the load in the first 15 s of an idle first visit, each page type',
    check: (index) => allAtMost(every(index, /^after-load\.idle\.[^.]+\.bytes$/), 60_000, bytes),
  },
  // Issue 15: the legacy demo pages as the server renders them (the CSR
  // figures beside them are for comparison, without budgets).
  {
    id: 'ssr-menu-after-fcp',
    // As on the microsite: the frame that shows the drawer is what counts.
    text: 'SSR demo pages: the menu works within 100 ms of FCP',
    check: (index) => allAtMost(every(index, /^demo-menu\.ssr\.[^.]+\.shown-after-fcp$/), 100, ms),
  },
  {
    id: 'ssr-menu-js',
    text: 'SSR demo pages: 0 bytes of JavaScript before the menu works',
    check: (index) => allAtMost(every(index, /^demo-menu\.ssr\.[^.]+\.js-bytes$/), 0, bytes),
  },
  {
    id: 'ssr-cls',
    text: 'SSR demo pages: CLS 0 without the :not(:defined) rule',
    check: (index) =>
      allAtMost(
        every(index, /^cls\.ssr\.[^.]+\.\d+\.without-rule$|^demo-lighthouse\.ssr\.[^.]+\.cls$/),
        0,
        (v) => formatNumber(v, 'cls'),
      ),
  },
  {
    id: 'ssr-lcp',
    text: 'SSR demo pages: LCP ≤ 800 ms under Lighthouse mobile',
    check: (index) => allAtMost(every(index, /^demo-lighthouse\.ssr\.[^.]+\.lcp$/), 800, ms),
  },
  {
    id: 'ssr-lighthouse-performance',
    text: 'SSR demo pages: Lighthouse performance ≥ 98',
    check: (index) => allAtLeast(every(index, /^demo-lighthouse\.ssr\.[^.]+\.performance$/), 98),
  },
  {
    id: 'ssr-dropdown-after-tap',
    text: 'SSR demo pages: the first dropdown on screen ≤ 150 ms after the tap (median; issue 37)',
    check: (index) =>
      allAtMost(every(index, /^demo-dropdown\.ssr\.[^.]+\.open-after-tap$/), 150, ms),
  },
  {
    id: 'ssr-count-push',
    text: 'SSR designer page: a pushed count on the badge ≤ 50 ms after its frame (median; issue 37)',
    check: (index) =>
      allAtMost(every(index, /^demo-count-push\.ssr\.[^.]+\.frame-to-badge$/), 50, ms),
  },
  {
    id: 'ssr-count-push-without-react',
    text: 'SSR designer page: no views fetched while the counts are pushed (issue 37)',
    check: (index) =>
      allAtMost(every(index, /^demo-count-push\.ssr\.[^.]+\.views-loaded$/), 0, String),
  },
  {
    id: 'ssr-tbt',
    text: 'SSR demo pages: Lighthouse TBT ≤ 30 ms (median; issue 37)',
    check: (index) => allAtMost(every(index, /^demo-lighthouse\.ssr\.[^.]+\.tbt$/), 30, ms),
  },
  {
    id: 'renderer-header',
    text: 'server renderer: warm header render ≤ 5 ms (median)',
    check: (index) => allAtMost(every(index, /^renderer\.header\.[^.]+$/), 5, ms),
  },
  {
    id: 'sockets',
    text: 'one socket per kind per page (five elements)',
    check(index) {
      const graphql = numberOf(get(index, 'realtime.sockets.graphql'));
      const notifications = numberOf(get(index, 'realtime.sockets.notifications'));
      return {
        pass: graphql === 1 && notifications === 1,
        detail: `graphql-ws ${graphql}, notifications ${notifications} vs 1 each`,
      };
    },
  },
  {
    id: 'badge-update',
    text: 'badge update within 100 ms of the server event (loopback)',
    check(index) {
      const value = numberOf(get(index, 'realtime.badge'));
      return { pass: value <= 100, detail: `median ${ms(value)} vs ≤ 100.0 ms` };
    },
  },
  {
    id: 'load-p99',
    text: 'under load (4,000 sockets, an event every few ms): p99 event → client ≤ 250 ms',
    check(index) {
      const value = numberOf(get(index, 'realtime-load.latency.p99'));
      const lost = numberOf(get(index, 'realtime-load.lost'));
      return {
        pass: value <= 250 && lost === 0,
        detail: `p99 ${ms(value)} vs ≤ 250.0 ms; ${lost} events lost`,
      };
    },
  },
  {
    id: 'load-restart',
    text: 'after a restart under load: every client back, none with a wrong count',
    check(index) {
      const missing = numberOf(get(index, 'realtime-load.restart.missing'));
      const wrong = numberOf(get(index, 'realtime-load.restart.wrong'));
      return {
        pass: missing === 0 && wrong === 0,
        detail: `${missing} not reconnected, ${wrong} with a wrong count vs 0`,
      };
    },
  },
  {
    id: 'tabs-sockets',
    text: 'five tabs of one user: one socket per kind for all of them',
    check(index) {
      const graphql = numberOf(get(index, 'tabs.sockets.graphql'));
      const notifications = numberOf(get(index, 'tabs.sockets.notifications'));
      return {
        pass: graphql === 1 && notifications === 1,
        detail: `graphql-ws ${graphql}, notifications ${notifications} vs 1 each`,
      };
    },
  },
  {
    id: 'tabs-read',
    text: 'a read in one tab reaches the other tabs’ badges within 100 ms (median of 20)',
    check(index) {
      const value = numberOf(get(index, 'tabs.read'));
      return { pass: value <= 100, detail: `median ${ms(value)} vs ≤ 100.0 ms` };
    },
  },
  {
    id: 'tabs-handover',
    text: 'leader tab closed: another tab holds the sockets within 1 s',
    check(index) {
      const value = numberOf(get(index, 'tabs.handover'));
      return { pass: value <= 1000, detail: `${ms(value)} vs ≤ 1000.0 ms` };
    },
  },
  {
    id: 'build-per-page-vs-plain',
    // Issue 37: a ratio to a plain Astro build of the same content, built in the
    // same run; the seconds (issue 21's 2.5 ms a page, 40 s for 10,000) are printed.
    text: 'build time per added page ≤ 1.5 × a plain Astro build of the same content (10,000 added)',
    check(index) {
      const value = numberOf(get(index, 'build.per-page-ratio.10000'));
      const project = numberOf(get(index, 'build.ms-per-added-page.10000'));
      const plain = numberOf(get(index, 'build.plain.ms-per-added-page.10000'));
      return {
        pass: value <= 1.5,
        detail: `${ratioText(value)} (${ms(project)} vs ${ms(plain)} per page) vs ≤ 1.50×`,
      };
    },
  },
  {
    id: 'memory',
    text: 'JS heap: no growth beyond noise after 200 header mounts',
    check(index) {
      // A leak grows in every batch: the smallest batch is the leak without the noise.
      const figure = get(index, 'memory.growth');
      const growth = figure.kind === 'stat' ? figure.min : numberOf(figure);
      const noise = numberOf(get(index, 'memory.noise-limit'));
      return {
        pass: growth <= noise,
        detail: `smallest batch ${bytes(growth)} per 200 mounts vs ≤ ${bytes(noise)} (one mounted header)`,
      };
    },
  },
];

export function checkBudgets(index: Index, list: readonly Budget[] = budgets): BudgetResult[] {
  return list.map(({ id, text, check }) => {
    try {
      const { pass, detail } = check(index);
      return { id, text, status: pass ? 'pass' : 'fail', detail };
    } catch (error) {
      if (error instanceof NotMeasured)
        return { id, text, status: 'skip', detail: 'not measured in this run' };
      throw error;
    }
  });
}
