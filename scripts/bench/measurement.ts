import type { BenchContext } from './context.ts';
import type { Findings } from './figures.ts';

/** One measurement of the bench: one file, one section of the table. */
export interface Measurement {
  /** The name used by --only and --skip. */
  id: string;
  title: string;
  run(context: BenchContext): Promise<Findings>;
}
