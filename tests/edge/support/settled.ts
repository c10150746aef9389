// Counters that an edge writes a moment after the response has gone (nginx's
// access log at the end of the request, a Varnish worker's counts once its
// keep-alive connection has lingered): read them until they hold still.

export interface CacheCounts {
  hits: number;
  misses: number;
}

export async function settled(read: () => Promise<CacheCounts>): Promise<CacheCounts> {
  let previous = await read();
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const current = await read();
    if (current.hits === previous.hits && current.misses === previous.misses) return current;
    previous = current;
  }
  return previous;
}
