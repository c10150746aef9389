import { timingSafeEqual } from 'node:crypto';

/** Compares two tokens in constant time; an empty or missing token never matches. */
export function tokensMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0 || expected.length === 0) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.byteLength === b.byteLength && timingSafeEqual(a, b);
}
