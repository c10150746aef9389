import { mainThreadPhases, type MainThreadPhases } from './main-thread-phases.ts';
import type { TraceEvent } from './trace-event.ts';

// Main-thread time before the first contentful paint, read from a Chromium
// trace (issue 21's "main-thread time before FCP"): every top-level task of
// the page's renderer main thread between the navigation's start and its
// first contentful paint, the part of a task that runs past the paint cut
// off. Lighthouse's main-thread-tasks audit lists only the tasks over 5 ms,
// so a sum of its list moves by a whole task when a parse task ends on
// either side of 5 ms; this counts every task.
//
// Both the tasks' wall time and the main thread's CPU time in them (the
// trace's thread clock, `tdur`): on a machine of two cores, where Chromium's
// other processes and Lighthouse itself run beside the page, the wall time
// of the tasks before a first paint is often twice their CPU time, the rest
// the thread waiting for a core, and that wait changes from run to run. The
// CPU time is what the page makes the main thread do.

/** The names Chromium gives a task its scheduler runs (older and newer versions). */
const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export interface MainThreadBeforePaint {
  /** Milliseconds from the navigation's start to its first contentful paint. */
  firstContentfulPaint: number;
  /** Milliseconds of main-thread tasks in that time (wall time). */
  mainThread: number;
  /** Milliseconds of the main thread's CPU time in those tasks. */
  mainThreadCpu: number;
  /** How many top-level tasks ran in it. */
  tasks: number;
  /** That CPU time's parse, style, layout and paint (./main-thread-phases.ts). */
  phases: MainThreadPhases;
}

export function mainThreadBeforePaint(events: readonly TraceEvent[]): MainThreadBeforePaint {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const navigationId = paint?.args?.data?.navigationId;
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.navigationId === navigationId,
  );
  if (!paint || !start) throw new Error('the trace has no first contentful paint of a navigation');
  const thread = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === paint.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!thread) throw new Error("the trace names no main thread in the page's renderer");

  const tasks = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        taskNames.has(event.name) &&
        event.pid === thread.pid &&
        event.tid === thread.tid,
    )
    .sort((a, b) => a.ts - b.ts);
  let mainThread = 0;
  let mainThreadCpu = 0;
  let count = 0;
  let topLevelEnd = -Infinity;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    // A task inside another (a nested run loop) is part of the outer one's time.
    if (task.ts < topLevelEnd) continue;
    topLevelEnd = end;
    const from = Math.max(task.ts, start.ts);
    const to = Math.min(end, paint.ts);
    if (to <= from) continue;
    if (task.tdur === undefined) throw new Error('the trace has no thread times');
    mainThread += to - from;
    // A task cut at the start or the paint: its CPU time in the same share.
    mainThreadCpu += task.dur ? (task.tdur * (to - from)) / task.dur : 0;
    count += 1;
  }
  return {
    firstContentfulPaint: (paint.ts - start.ts) / 1000,
    mainThread: mainThread / 1000,
    mainThreadCpu: mainThreadCpu / 1000,
    tasks: count,
    phases: mainThreadPhases(events, thread, start.ts, paint.ts),
  };
}
