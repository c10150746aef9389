import type { TraceEvent } from '../../../../../scripts/bench/trace-event.ts';

/** A complete trace event ('X') of `where`'s thread, which ran half of its wall time. */
export const completeEvent = (
  name: string,
  ts: number,
  dur: number,
  where: { pid: number; tid: number },
): TraceEvent => ({ name, ph: 'X', ...where, ts, dur, tdur: dur / 2 });
