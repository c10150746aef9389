import { describe, expect, it } from 'vitest';
import * as constants from '../../../src/microsite/constants.ts';

// spec §9 "Business constants and limits", as the microsite uses them.
describe('the spec constants', () => {
  it('has the spec values', () => {
    expect({ ...constants }).toEqual({
      pageTransitionMs: 400,
      scrollDelayMs: 400,
      prefetchStartDelayMs: 3000,
      prefetchBatchSize: 4,
      prefetchBatchIntervalMs: 3000,
      delayedLoadNoticeMs: 1000,
      pageFetchRetries: 3,
      idleFallbackDelayMs: 1,
      idleDeadlineBudgetMs: 50,
    });
  });
});
