// The polling behind EnginePage.waitFor and click, shared by both drivers.

export const defaultWaitMs = 10_000;
const intervalMs = 100;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `attempt` until it returns something truthy, and resolves with that.
 * An attempt that throws (the page is between documents) counts as not yet.
 * On timeout, throws `message` with the last value or error.
 */
export async function poll<R>(
  attempt: () => Promise<R>,
  { timeout = defaultWaitMs, message = 'condition' }: { timeout?: number; message?: string },
): Promise<NonNullable<R>> {
  const deadline = Date.now() + timeout;
  let last = 'nothing yet';
  for (;;) {
    try {
      const value = await attempt();
      if (value) return value as NonNullable<R>;
      last = `last value: ${JSON.stringify(value)}`;
    } catch (error) {
      last = `last error: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (Date.now() >= deadline)
      throw new Error(`timed out after ${timeout} ms waiting for ${message} (${last})`);
    await sleep(intervalMs);
  }
}
