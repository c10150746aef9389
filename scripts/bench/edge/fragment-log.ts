import type { FragmentLogLine } from '../../../src/elements/server/index.ts';

// The fragment server's log (one JSON line per request, on its standard
// output), read by the edge measurement to count what the origin did.

/** The request lines among `output`'s complete lines (not the listening and stopping lines). */
export function requestLines(output: string): FragmentLogLine[] {
  return output
    .split('\n')
    .slice(0, -1)
    .flatMap((line) => {
      try {
        const parsed = JSON.parse(line) as Partial<FragmentLogLine>;
        return typeof parsed.path === 'string' ? [parsed as FragmentLogLine] : [];
      } catch {
        return [];
      }
    });
}

/**
 * The output once it holds still for 250 ms: the server writes a line after
 * the answer has gone, and the pipe brings it a moment later.
 */
export async function settledOutput(read: () => string): Promise<string> {
  let previous = read();
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const current = read();
    if (current === previous) return current;
    previous = current;
  }
  return previous;
}

export interface LogTally {
  /** Requests for a fragment. */
  requests: number;
  /** Answers the server rendered: `cache` is `miss` (shared) or `private` (a user's). */
  renders: number;
  /** Of those, the include mode's fallback (e.g. the render went past its time budget). */
  fallbacks: number;
  /** Bytes of every answer's body, as sent (gzip when the edge asked for it). */
  bytes: number;
}

export function tally(lines: readonly FragmentLogLine[]): LogTally {
  const fragments = lines.filter((line) => line.path.startsWith('/fragments/'));
  const rendered = fragments.filter((line) => line.cache === 'miss' || line.cache === 'private');
  return {
    requests: fragments.length,
    renders: rendered.length,
    fallbacks: rendered.filter((line) => line.error !== undefined).length,
    bytes: fragments.reduce((sum, line) => sum + line.bytes, 0),
  };
}
