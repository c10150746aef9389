import { sizesOf } from './compress.ts';
import { statFigure, valueFigure, type Figure } from './figures.ts';
import type { MainThreadPhases } from './main-thread-phases.ts';
import type { FirstVisit } from './main-thread-trace.ts';
import type { LeanReference } from './microsite-lean-reference.ts';
import { median, summarize } from './stats.ts';

// Issue 37: a microsite page type against its lean reference page
// (./microsite-lean-reference.ts), from the interleaved runs of
// ./microsite-first-paint.ts: FCP (Lighthouse), the main thread's CPU time
// before FCP and the load event (traced first visits) as ratios to the
// reference's, with both sides' figures; and what the page carries that the
// reference does not, so that the next cut can be chosen.

export interface LeanSamples {
  /** Lighthouse's simulated FCP and LCP, ms. */
  fcp: { page: number[]; lean: number[] };
  lcp: { page: number[]; lean: number[] };
  visits: { page: FirstVisit[]; lean: FirstVisit[] };
}

const phaseNames = [
  'parse',
  'style',
  'layout',
  'paint',
] as const satisfies readonly (keyof MainThreadPhases)[];

const ratio = (page: readonly number[], lean: readonly number[]) => median(page) / median(lean);

export function leanFigures(reference: LeanReference, samples: LeanSamples): Figure[] {
  const { type } = reference;
  const of = (side: 'page' | 'lean', pick: (visit: FirstVisit) => number) =>
    samples.visits[side].map(pick);
  const cpu = (visit: FirstVisit) => visit.mainThreadCpu;
  const load = (visit: FirstVisit) => visit.load;
  const requests = (visit: FirstVisit) => visit.requests;
  const page = sizesOf(reference.html.page);
  const lean = sizesOf(reference.html.lean);
  return [
    statFigure(
      `paint.${type}.lean.fcp`,
      `${type} lean reference: FCP`,
      'ms',
      summarize(samples.fcp.lean),
    ),
    valueFigure(
      `paint.${type}.lean-fcp-ratio`,
      `${type}: FCP ÷ lean reference`,
      'ratio',
      ratio(samples.fcp.page, samples.fcp.lean),
    ),
    valueFigure(
      `paint.${type}.lean-lcp-ratio`,
      `${type}: LCP ÷ lean reference`,
      'ratio',
      ratio(samples.lcp.page, samples.lcp.lean),
    ),
    statFigure(
      `paint.${type}.lean.main-before-fcp`,
      `${type} lean reference: main-thread CPU before FCP`,
      'ms',
      summarize(of('lean', cpu)),
    ),
    valueFigure(
      `paint.${type}.lean-main-before-fcp-ratio`,
      `${type}: main-thread CPU before FCP ÷ lean reference`,
      'ratio',
      ratio(of('page', cpu), of('lean', cpu)),
    ),
    statFigure(
      `paint.${type}.load`,
      `${type}: load event (traced visits)`,
      'ms',
      summarize(of('page', load)),
    ),
    statFigure(
      `paint.${type}.lean.load`,
      `${type} lean reference: load event (traced visits)`,
      'ms',
      summarize(of('lean', load)),
    ),
    valueFigure(
      `paint.${type}.lean-load-ratio`,
      `${type}: load event ÷ lean reference`,
      'ratio',
      ratio(of('page', load), of('lean', load)),
    ),
    // What the page carries that its reference does not.
    valueFigure(
      `paint.${type}.carries.unused-css`,
      `${type} carries: inline CSS its first screen does not use, raw (of ${reference.css.page} B)`,
      'bytes',
      reference.css.page - reference.css.firstScreen,
    ),
    valueFigure(
      `paint.${type}.carries.html`,
      `${type} carries: HTML bytes over the reference's, raw (${page.raw} B against ${lean.raw} B)`,
      'bytes',
      page.raw - lean.raw,
    ),
    valueFigure(
      `paint.${type}.carries.html-brotli`,
      `${type} carries: HTML bytes over the reference's, brotli (${page.brotli} B against ${lean.brotli} B)`,
      'bytes',
      page.brotli - lean.brotli,
    ),
    // Where the CPU before FCP goes, so that a cut can be aimed (printed, not budgeted).
    ...phaseNames.map((phase) => {
      const page = median(of('page', (visit) => visit.phases[phase]));
      const lean = median(of('lean', (visit) => visit.phases[phase]));
      return valueFigure(
        `paint.${type}.carries.cpu-${phase}`,
        `${type} carries: CPU before FCP in ${phase} over the reference's (median ${page.toFixed(1)} ms against ${lean.toFixed(1)} ms)`,
        'ms',
        page - lean,
      );
    }),
    valueFigure(
      `paint.${type}.carries.requests`,
      `${type} carries: requests by the load event over the reference's (median ${median(of('page', requests))} against ${median(of('lean', requests))})`,
      'count',
      median(of('page', requests)) - median(of('lean', requests)),
    ),
    valueFigure(
      `paint.${type}.lean.first-screen-css`,
      `${type} lean reference: CSS of its first screen, raw`,
      'bytes',
      reference.css.firstScreen,
    ),
    valueFigure(
      `paint.${type}.lean.first-screen-difference`,
      `${type} lean reference: first-screen pixels unlike the page without scripts (${reference.elements.firstScreen} of ${reference.elements.all} elements on it)`,
      'percent',
      reference.firstScreenDifference * 100,
    ),
  ];
}

export const leanNotes = [
  "Lean reference: the page's content as Chromium parsed it without scripts (text, images, links, inline SVG; no script, template, <link rel=expect>, comment, data-* attribute or class that its CSS does not use) with only the CSS rules (and of a rule's selector list, the selectors) that match an element of its first screen at Lighthouse's mobile screen, 412×823: an element whose box meets the screen, or a hidden or out-of-flow one whose parent is drawn there; rules for those elements' hover and focus states included, media queries that do not hold at that screen left out. Written next to the page in the bench's copy of dist/ (lean-reference.html). Below the first screen it is unstyled, so it is shorter, and the lazily loaded images near the fold may differ.",
  'Budgets against the lean reference (≤ 1.05×): FCP (Lighthouse, the same runs as the floor), main-thread CPU before FCP and the load event (loadEventStart of the traced visits, unthrottled on loopback).',
  '"Carries": what the page has and its lean reference has not, the candidates for the next cut: inline CSS unused by the first screen, HTML bytes, requests by the load event (scripts), and where the extra CPU before FCP goes: parsing the HTML (its inline CSS included), style, layout and paint, each without the others run inside it (medians of the same traced visits).',
];
