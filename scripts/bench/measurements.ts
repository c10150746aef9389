import { buildScaling } from './build-scaling.ts';
import { demoCountPush } from './demo-count-push.ts';
import { demoDownloads } from './demo-downloads.ts';
import { demoLighthouse } from './demo-lighthouse.ts';
import { demoDropdown } from './demo-dropdown.ts';
import { demoMenu } from './demo-menu.ts';
import { edge } from './edge.ts';
import { elementsTiming } from './elements-timing.ts';
import { fragments } from './fragments.ts';
import { layoutShift } from './layout-shift.ts';
import { lighthouseScores } from './lighthouse-scores.ts';
import type { Measurement } from './measurement.ts';
import { micrositeAfterLoad } from './microsite-after-load.ts';
import { micrositeBytes } from './microsite-bytes.ts';
import { micrositeFirstPaint } from './microsite-first-paint.ts';
import { micrositeMenu } from './microsite-menu.ts';
import { memory } from './memory.ts';
import { outside } from './outside.ts';
import { reactFloor } from './react-floor.ts';
import { realtime } from './realtime.ts';
import { realtimeLoad } from './realtime-load.ts';
import { renderer } from './renderer.ts';
import { sizes } from './sizes.ts';
import { tabs } from './tabs.ts';

/** Every measurement, in the order the bench runs and prints them. */
export const measurements: readonly Measurement[] = [
  sizes,
  reactFloor,
  demoDownloads,
  elementsTiming,
  renderer,
  fragments,
  edge,
  layoutShift,
  realtime,
  realtimeLoad,
  tabs,
  micrositeBytes,
  micrositeMenu,
  micrositeAfterLoad,
  demoMenu,
  demoDropdown,
  demoCountPush,
  lighthouseScores,
  micrositeFirstPaint,
  demoLighthouse,
  buildScaling,
  memory,
  // Only with --outside (options.ts); last, so that the bench's own figures are there to compare.
  outside,
];
