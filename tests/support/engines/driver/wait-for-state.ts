// Waiting on a state read from the page and judged in Node: page functions
// are serialised on their own, so they cannot call each other or any import.
import { poll } from './poll.ts';
import type { PageFunction, EnginePage, WaitOptions } from './engine-page.ts';

/**
 * Reads `read(...args)` in the page until `accept` takes it; resolves with
 * that state. On timeout the error names what was awaited (`wait`: its
 * description, or the options of EnginePage.waitFor) and the last state read.
 */
export async function waitForState<A extends unknown[], S>(
  page: EnginePage,
  wait: string | WaitOptions,
  accept: (state: S) => boolean,
  read: PageFunction<A, S>,
  ...args: A
): Promise<S> {
  let last: S | undefined;
  try {
    return await poll(
      async () => {
        const state = await page.evaluate(read, ...args);
        last = state;
        return accept(state) ? { state } : null;
      },
      typeof wait === 'string' ? { message: wait } : wait,
    ).then(({ state }) => state);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}; last state: ${JSON.stringify(last)}`);
  }
}
