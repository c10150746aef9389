import { z } from 'zod';

// Reusable pieces of the request schemas.

/** A positive database id in a path, query or body (digits only, no sign or exponent). */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'expected a positive integer id')
  .transform(Number);

export const idValue = z.union([z.number().int().positive().max(9_999_999_999), idParam]);

/** A non-negative integer from a query string, within bounds. */
export function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^(0|[1-9][0-9]{0,8})$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
}

/** The CSRF field of form and JSON bodies; its value is checked against the session separately. */
export const csrfField = z.string().max(200);
