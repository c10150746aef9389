import type { BudgetResult } from '../budget-result.ts';
import { allAtLeast, allAtMost, every, get, NotMeasured, type Index } from '../budgets.ts';
import { numberOf, type Figure, type Unit } from '../figures.ts';
import { outsideMetrics, outsidePages } from '../outside.ts';
import { formatNumber } from '../table.ts';
import type { OutsideRun } from './outside-lighthouse.ts';

// The outside check (../outside.ts) beside the bench's own figures: one
// table, each page's figures from the bench (where it measures them) over
// the outside check's; then every budget of the bench that has an outside
// counterpart, judged on the outside figures too, and where the two verdicts
// differ, why they can.

/** The bench's own figure for an outside page's metric, when it has one. */
function ownKey(page: string, metric: keyof OutsideRun): string | null {
  const lighthouse = ['performance', 'fcp', 'lcp', 'tbt', 'cls'];
  if (['index', 'category', 'year'].includes(page)) {
    if (lighthouse.includes(metric)) return `lighthouse.${page}.${metric}`;
    const bytes: Partial<Record<keyof OutsideRun, string>> = {
      bytes: 'first.total',
      requests: 'first.requests',
      js: 'first.js',
      document: 'document',
    };
    return bytes[metric] ? `microsite.${page}.${bytes[metric]}` : null;
  }
  if (page === 'content') return metric === 'fcp' ? 'paint.content.fcp' : null;
  if (lighthouse.includes(metric)) return `demo-lighthouse.${page}.${metric}`;
  if (metric === 'js' && page.startsWith('ssr.'))
    return `downloads.ssr.${page.slice('ssr.'.length)}.untouched`;
  return null;
}

const cell = (figure: Figure | undefined, unit: Unit): string => {
  if (!figure || figure.kind === 'not-measured') return '—';
  // The bench's script figures are sizes: the brotli column is what was served.
  const value = numberOf(figure, 'brotli');
  return unit === 'ms' ? String(Math.round(value)) : formatNumber(value, unit);
};

/** The figures of both, one row of the bench's and one of the outside check's per page. */
export function outsideTable(index: Index): string {
  const width = 11;
  const head = outsideMetrics.map(({ key }) => key.padStart(width)).join('');
  const lines = [
    "\n== Outside check beside the bench's own figures (medians; ms, bytes) ==",
    `${'page'.padEnd(24)}${'source'.padEnd(9)}${head}`,
  ];
  for (const { name, label } of outsidePages) {
    const row = (keyOf: (metric: keyof OutsideRun) => string | null) =>
      outsideMetrics
        .map(({ key, unit }) => {
          const figureKey = keyOf(key);
          return cell(figureKey ? index.get(figureKey) : undefined, unit).padStart(width);
        })
        .join('');
    lines.push(`${label.padEnd(24)}${'bench'.padEnd(9)}${row((metric) => ownKey(name, metric))}`);
    lines.push(
      `${''.padEnd(24)}${'outside'.padEnd(9)}${row((metric) => `outside.${name}.${metric}`)}`,
    );
  }
  lines.push(
    "  · bench: Lighthouse figures from `lighthouse`, `demo-lighthouse` and `microsite-paint` (the content page's FCP); bytes, requests, JS and document from `microsite-bytes` (body bytes until idle, no headers) and `downloads` (SSR: JS before the first interaction, brotli as built). —: the bench has no such figure, or did not measure it in this run.",
  );
  return lines.join('\n');
}

/** Why Lighthouse's figures on both sides can differ. */
const lighthouseWhy =
  "Both are Lighthouse's simulated mobile run, which computes its timings from the graph of an unthrottled load: the bench's (npm run lighthouse: one Chromium with the project's test flags for all its runs, the project's static host with its cache headers, 5 runs) and the outside one (a new Chromium and empty profile per run, a plain host, --outside-runs runs). A different host (headers, response times, which the simulation takes as the server's latency) or a noisy run moves a median across the limit.";

interface Counterpart {
  /** The id of the bench's budget. */
  budget: string;
  /** The outside figures that stand for the bench's. */
  outside: RegExp;
  limit(index: Index): number;
  /** At most the limit (else at least). */
  atMost: boolean;
  unit: Unit;
  why: string;
}

const fixed = (value: number) => () => value;

const counterparts: Counterpart[] = [
  {
    budget: 'lighthouse-performance',
    outside: /^outside\.(?:index|category|year)\.performance$/,
    limit: fixed(98),
    atMost: false,
    unit: 'score',
    why: lighthouseWhy,
  },
  {
    budget: 'lighthouse-lcp',
    outside: /^outside\.(?:index|category|year)\.lcp$/,
    limit: fixed(800),
    atMost: true,
    unit: 'ms',
    why: lighthouseWhy,
  },
  {
    budget: 'ssr-lighthouse-performance',
    outside: /^outside\.ssr\.[^.]+\.performance$/,
    limit: fixed(98),
    atMost: false,
    unit: 'score',
    why: lighthouseWhy,
  },
  {
    budget: 'ssr-lcp',
    outside: /^outside\.ssr\.[^.]+\.lcp$/,
    limit: fixed(800),
    atMost: true,
    unit: 'ms',
    why: lighthouseWhy,
  },
  {
    budget: 'ssr-tbt',
    outside: /^outside\.ssr\.[^.]+\.tbt$/,
    limit: fixed(30),
    atMost: true,
    unit: 'ms',
    why: lighthouseWhy,
  },
  {
    budget: 'ssr-cls',
    outside: /^outside\.ssr\.[^.]+\.cls$/,
    limit: fixed(0),
    atMost: true,
    unit: 'cls',
    why: `The bench's verdict also counts its own layout-shift runs (the bundle held back 500 ms, 375 and 1,280 px), which a Lighthouse load does not make. ${lighthouseWhy}`,
  },
  {
    budget: 'microsite-first-round-trip',
    outside: /^outside\.index\.document$/,
    limit: fixed(14_600),
    atMost: true,
    unit: 'bytes',
    why: "The same brotli body (quality 11) on both sides, different headers: the bench reads the document's transfer size in Chromium from the project's static host (cache-control, vary…), for every language's home; outside, Lighthouse's record of the English home from the plain host (no cache headers).",
  },
  {
    budget: 'microsite-js-vs-main',
    outside: /^outside\.(?:index|category|year)\.js$/,
    limit: (index) => numberOf(get(index, 'sizes.main'), 'brotli'),
    atMost: true,
    unit: 'bytes',
    why: "The bench counts the scripts' encoded bodies (no headers) of an unthrottled load until the network is idle; Lighthouse the transfer sizes (headers included) until its quiet window, in a load whose idle callbacks come at other times, so a script loaded on idle may fall in one and not the other.",
  },
  {
    budget: 'ssr-untouched-logged-out',
    outside: /^outside\.ssr\.logged-out\.js$/,
    limit: fixed(15_000),
    atMost: true,
    unit: 'bytes',
    why: "The bench adds the brotli sizes of the files as built that the page downloaded before its first interaction (4x CPU); Lighthouse the scripts' transfer sizes (headers included, as the reference server compressed them) of a load with no interaction at all.",
  },
  {
    budget: 'ssr-untouched-signed-in',
    outside: /^outside\.ssr\.designer\.js$/,
    limit: fixed(30_000),
    atMost: true,
    unit: 'bytes',
    why: "The bench adds the brotli sizes of the files as built that the page downloaded before its first interaction (4x CPU); Lighthouse the scripts' transfer sizes (headers included, as the reference server compressed them) of a load with no interaction at all.",
  },
];

export interface OutsideAgreement {
  budget: string;
  text: string;
  bench: BudgetResult['status'];
  outside: BudgetResult['status'];
  outsideDetail: string;
  /** Why the verdicts differ, when they do. */
  why: string | null;
}

/** Outside runs of a figure on both sides of the limit: their median is a coin toss. */
function straddling(figures: Figure[], limit: number): string[] {
  return figures
    .filter((figure) => figure.kind === 'stat' && figure.min <= limit && figure.max > limit)
    .map((figure) => figure.label);
}

/** Every bench budget with an outside counterpart, judged on both sides. */
export function outsideAgreements(index: Index, results: BudgetResult[]): OutsideAgreement[] {
  return counterparts.map((counterpart) => {
    const own = results.find((result) => result.id === counterpart.budget);
    const text = own?.text ?? counterpart.budget;
    const bench = own?.status ?? 'skip';
    try {
      const figures = every(index, counterpart.outside);
      const limit = counterpart.limit(index);
      const show = (value: number) => formatNumber(value, counterpart.unit);
      const verdict = counterpart.atMost
        ? allAtMost(figures, limit, show)
        : allAtLeast(figures, limit);
      const outside = verdict.pass ? 'pass' : 'fail';
      const noisy = straddling(figures, limit);
      const why =
        bench !== 'skip' && bench !== outside
          ? [
              counterpart.why,
              noisy.length > 0
                ? `Here the outside runs of ${noisy.join(', ')} fall on both sides of the limit.`
                : '',
            ]
              .filter(Boolean)
              .join(' ')
          : null;
      return {
        budget: counterpart.budget,
        text,
        bench,
        outside,
        outsideDetail: verdict.detail,
        why,
      };
    } catch (error) {
      if (!(error instanceof NotMeasured)) throw error;
      return {
        budget: counterpart.budget,
        text,
        bench,
        outside: 'skip',
        outsideDetail: 'not measured in this run',
        why: null,
      };
    }
  });
}

export function agreementTable(agreements: OutsideAgreement[]): string {
  const status = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' } as const;
  const lines = ["\n== The bench's budgets against the outside check =="];
  for (const agreement of agreements) {
    const both = `${status[agreement.bench]}/${status[agreement.outside]}`;
    const verdict =
      agreement.bench === 'skip' || agreement.outside === 'skip'
        ? 'one side not measured'
        : agreement.bench === agreement.outside
          ? 'agree'
          : 'DISAGREE';
    lines.push(`${both}  ${agreement.text}: ${verdict}; outside ${agreement.outsideDetail}`);
    if (agreement.why) lines.push(`    why: ${agreement.why}`);
  }
  lines.push(
    '  · bench/outside verdicts. Budgets not listed have no outside counterpart (menu, dropdown, ratios to a floor or reference, sockets, build, memory).',
  );
  return lines.join('\n');
}
