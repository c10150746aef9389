import { personalBitsIn, renderedByEndpoint, type PersonalBits } from './page-reading.ts';
import type { Visitor } from './visitors.ts';

// Two signed-in users asking for the same page through the edge, alternating,
// many requests in flight at once: the test that a shared cache never hands
// one user's name or counts to the other. Bounded in requests and in time.

export interface LoopResult {
  requests: number;
  /** Pages that showed any name, id or count of the other user. */
  crossed: string[];
  /** Pages that did not show their own user's bits. */
  withoutOwn: number;
  /** Pages whose header and footer both came rendered (the rest had a fallback). */
  rendered: number;
  failed: string[];
  ms: number;
}

function bitsOf(visitor: Visitor): PersonalBits {
  return {
    names: new Set([visitor.displayName ?? '']),
    ids: new Set([visitor.shared['user-id'] ?? '']),
    counts: new Set(Object.values(visitor.counts ?? {}).map(String)),
  };
}

function overlap(found: PersonalBits, other: PersonalBits): string[] {
  return (['names', 'ids', 'counts'] as const).flatMap((kind) =>
    [...found[kind]].filter((value) => other[kind].has(value)).map((value) => `${kind}: ${value}`),
  );
}

export async function alternateUsers(
  origin: string,
  users: readonly [Visitor, Visitor],
  {
    requests,
    concurrency,
    timeLimitMs,
  }: { requests: number; concurrency: number; timeLimitMs: number },
): Promise<LoopResult> {
  const started = Date.now();
  const result: LoopResult = {
    requests: 0,
    crossed: [],
    withoutOwn: 0,
    rendered: 0,
    failed: [],
    ms: 0,
  };
  let next = 0;
  const worker = async () => {
    while (next < requests && Date.now() - started < timeLimitMs) {
      const index = next++;
      const user = users[index % 2] as Visitor;
      const other = users[(index + 1) % 2] as Visitor;
      const response = await fetch(`${origin}/`, {
        headers: { cookie: `session=${user.session}`, 'accept-encoding': 'gzip' },
        signal: AbortSignal.timeout(10_000),
      });
      const html = await response.text();
      result.requests++;
      if (response.status !== 200) {
        result.failed.push(`${user.name}: ${response.status}`);
        continue;
      }
      const found = personalBitsIn(html);
      const crossed = overlap(found, bitsOf(other));
      if (crossed.length) result.crossed.push(`${user.name}'s page: ${crossed.join(', ')}`);
      if (overlap(found, bitsOf(user)).length < 3) result.withoutOwn++;
      if (renderedByEndpoint(html)) result.rendered++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.ms = Date.now() - started;
  return result;
}
