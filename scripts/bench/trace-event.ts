// One event of a Chromium trace (the JSON trace event format), as the
// bench's readers of traces use it.

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, microseconds. */
  tdur?: number;
  args?: { name?: string; data?: { navigationId?: string } };
}
