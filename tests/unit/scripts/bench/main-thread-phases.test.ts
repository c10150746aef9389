import { describe, expect, it } from 'vitest';
import { mainThreadPhases } from '../../../../scripts/bench/main-thread-phases.ts';
import { completeEvent } from './support/complete-event.ts';

// Where the main thread's CPU time before the first paint goes (issue 37):
// parse, style, layout and paint, each without the phases run inside it.

const main = { pid: 7, tid: 1 };

/** A phase event whose thread ran half of its wall time. */
const event = (name: string, ts: number, dur: number, where = main) =>
  completeEvent(name, ts, dur, where);

describe('the main thread’s phases before the first paint', () => {
  it('adds each phase’s CPU time on the main thread, other threads and events left out', () => {
    const phases = mainThreadPhases(
      [
        event('ParseHTML', 1_000, 6_000),
        event('UpdateLayoutTree', 8_000, 4_000),
        event('Layout', 12_000, 10_000),
        event('Paint', 23_000, 2_000),
        event('ParseHTML', 26_000, 2_000),
        event('Layout', 30_000, 8_000, { pid: 7, tid: 2 }), // another thread
        event('RunTask', 40_000, 9_000), // not a phase
      ],
      main,
      0,
      100_000,
    );
    expect(phases).toEqual({ parse: 4, style: 2, layout: 5, paint: 1 });
  });

  it('counts a phase run inside another for itself only, and cuts events at both ends', () => {
    const phases = mainThreadPhases(
      [
        event('ParseHTML', 10_000, 10_000), // 5 ms of CPU, 1 of it the style below
        event('UpdateLayoutTree', 12_000, 2_000), // forced during the parse
        event('Layout', 0, 8_000), // half of it after the start at 4 ms
        event('Paint', 96_000, 8_000), // half of it before the paint at 100 ms
        event('UpdateLayoutTree', 120_000, 4_000), // after the paint
      ],
      main,
      4_000,
      100_000,
    );
    expect(phases.parse).toBeCloseTo(4, 6);
    expect(phases.style).toBeCloseTo(1, 6);
    expect(phases.layout).toBeCloseTo(2, 6);
    expect(phases.paint).toBeCloseTo(2, 6);
  });
});
