import type { TraceEvent } from './trace-event.ts';

// Where the main thread's CPU time before the first paint goes (issue 37):
// parsing the HTML (the inline CSS is parsed inside it), computing styles,
// layout and paint, read from the same trace as ./main-thread-before-paint.ts.
// A page and its lean reference do each of these about once over the whole
// document before their first paint; the phases say which of them makes the
// difference, where the total alone does not.

export interface MainThreadPhases {
  /** Milliseconds of CPU time, each phase without the other phases run inside it. */
  parse: number;
  style: number;
  layout: number;
  paint: number;
}

const phaseOf: Readonly<Record<string, keyof MainThreadPhases>> = {
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
};

/**
 * The phases' CPU time on `thread` between `from` and `to` (trace
 * microseconds). A phase run inside another (a style update forced during
 * the parse) counts for itself only; an event cut at either end counts with
 * the share of its CPU time that its wall time inside has.
 */
export function mainThreadPhases(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
  from: number,
  to: number,
): MainThreadPhases {
  const phases: MainThreadPhases = { parse: 0, style: 0, layout: 0, paint: 0 };
  const runs = events
    .filter((event) => event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // The phases still running at an event's start: its parents, innermost last.
  const open: { end: number; phase: keyof MainThreadPhases }[] = [];
  for (const event of runs) {
    const phase = phaseOf[event.name];
    if (!phase) continue;
    const end = event.ts + (event.dur ?? 0);
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= event.ts) open.pop();
    const inside = Math.max(0, Math.min(end, to) - Math.max(event.ts, from));
    const share = event.dur ? ((event.tdur ?? 0) * inside) / event.dur : 0;
    phases[phase] += share;
    const parent = open.at(-1);
    if (parent) phases[parent.phase] -= share;
    open.push({ end, phase });
  }
  return {
    parse: phases.parse / 1000,
    style: phases.style / 1000,
    layout: phases.layout / 1000,
    paint: phases.paint / 1000,
  };
}
