/**
 * A clock whose readings never repeat or go back: two writes in the same
 * millisecond (mark-read-counter, then a new notification) still compare in
 * the order they happened.
 */
export function monotonicClock(source: () => Date): () => Date {
  let last = 0;
  return () => {
    const time = Math.max(source().getTime(), last + 1);
    last = time;
    return new Date(time);
  };
}
