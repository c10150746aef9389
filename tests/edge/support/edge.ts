import type { CacheCounts } from './settled.ts';

/** An edge the tests started, in front of the fragment server and the template origin. */
export interface Edge {
  /** `http://127.0.0.1:<port>`: where readers ask for pages. */
  origin: string;
  /** How many fragment includes its cache answered so far, and how many it did not. */
  cacheCounts(): Promise<CacheCounts>;
  /** What it printed, for failure messages. */
  output(): string;
  close(): Promise<void>;
}
