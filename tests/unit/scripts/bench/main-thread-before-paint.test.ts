import { describe, expect, it } from 'vitest';
import { mainThreadBeforePaint } from '../../../../scripts/bench/main-thread-before-paint.ts';
import type { TraceEvent } from '../../../../scripts/bench/trace-event.ts';
import { completeEvent } from './support/complete-event.ts';

// The bench's main-thread time before the first contentful paint (issue 21),
// read from a Chromium trace: every top-level task of the page's main
// thread, not only the long ones.

const renderer = { pid: 7, tid: 1 };
const navigationId = 'N1';

/** A trace of one navigation: metadata, its start at 1 s, its FCP at 1.1 s, and `tasks`. */
function trace(tasks: TraceEvent[], paintId = navigationId): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', ...renderer, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: 7, tid: 2, ts: 0, args: { name: 'Compositor' } },
    { name: 'thread_name', ph: 'M', pid: 3, tid: 1, ts: 0, args: { name: 'CrBrowserMain' } },
    ...tasks,
    {
      name: 'navigationStart',
      ph: 'R',
      ...renderer,
      ts: 1_000_000,
      args: { data: { navigationId } },
    },
    {
      name: 'firstContentfulPaint',
      ph: 'R',
      ...renderer,
      ts: 1_100_000,
      args: { data: { navigationId: paintId } },
    },
  ];
}

/** A task whose thread ran half of its wall time. */
const task = (ts: number, dur: number, where = renderer, name = 'RunTask'): TraceEvent =>
  completeEvent(name, ts, dur, where);

describe('main-thread time before the first contentful paint', () => {
  it('adds every top-level task of the main thread between the start and the paint, short ones too', () => {
    const result = mainThreadBeforePaint(
      trace([
        task(1_010_000, 2_000), // 2 ms
        task(1_020_000, 300), // 0.3 ms: under Lighthouse's 5 ms list
        task(1_030_000, 8_000, renderer, 'ThreadControllerImpl::RunTask'), // 8 ms
        task(1_050_000, 1_000, { pid: 7, tid: 2 }), // the compositor: not the main thread
        task(1_060_000, 1_000, { pid: 3, tid: 1 }), // the browser process
        task(1_070_000, 500, renderer, 'ParseHTML'), // not a task
      ]),
    );
    expect(result.mainThread).toBeCloseTo(10.3, 6);
    expect(result.mainThreadCpu).toBeCloseTo(5.15, 6);
    expect(result.tasks).toBe(3);
    expect(result.firstContentfulPaint).toBe(100);
  });

  it('cuts the tasks at the start and at the paint, and counts a nested task once', () => {
    const result = mainThreadBeforePaint(
      trace([
        task(900_000, 50_000), // ended before the start
        task(990_000, 20_000), // 10 ms of it after the start
        task(1_040_000, 10_000), // 10 ms
        task(1_042_000, 3_000), // inside the one above
        task(1_095_000, 20_000), // 5 ms of it before the paint
        task(1_200_000, 9_000), // after the paint
      ]),
    );
    expect(result.mainThread).toBeCloseTo(25, 6);
    expect(result.mainThreadCpu).toBeCloseTo(12.5, 6);
    expect(result.tasks).toBe(3);
  });

  it('refuses a trace without thread times', () => {
    const events = trace([task(1_010_000, 2_000)]).map((event) => {
      const withoutThreadTime = { ...event };
      delete withoutThreadTime.tdur;
      return withoutThreadTime;
    });
    expect(() => mainThreadBeforePaint(events)).toThrow(/thread times/);
  });

  it('refuses a trace without the paint of a navigation or without a main thread', () => {
    expect(() => mainThreadBeforePaint(trace([], 'another'))).toThrow(/first contentful paint/);
    expect(() =>
      mainThreadBeforePaint(trace([]).filter((event) => event.name !== 'thread_name')),
    ).toThrow(/main thread/);
  });
});
