import { z } from 'zod';
import { HttpError } from './errors.ts';

/** Where a value came from; it names the error code (`invalid_query`, `invalid_path`, `invalid_body`). */
export type InputKind = 'query' | 'path' | 'body';

/**
 * Validates request input with a zod schema. The first problem becomes a 400
 * whose `field` names the offending parameter; unknown fields are reported as
 * `unknown_field` so a caller can tell a typo from a bad value.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  kind: InputKind,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new HttpError(400, `invalid_${kind}`, `Invalid ${kind}.`);
  if (issue.code === 'unrecognized_keys') {
    const prefix = issue.path.map(String);
    const field = [...prefix, String(issue.keys[0])].join('.');
    return unknownField(kind, field);
  }
  const field = issue.path.map(String).join('.');
  const where = field ? `"${field}"` : `the ${kind}`;
  throw new HttpError(
    400,
    `invalid_${kind}`,
    `Invalid ${kind} parameter ${where}: ${issue.message}`,
    {
      field: field || undefined,
    },
  );
}

function unknownField(kind: InputKind, field: string): never {
  const noun = kind === 'body' ? 'field' : 'parameter';
  throw new HttpError(400, 'unknown_field', `Unknown ${kind} ${noun} "${field}".`, { field });
}

/** The query string as a plain object; a repeated parameter is a 400. */
export function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (Object.hasOwn(query, name)) {
      throw new HttpError(400, 'invalid_query', `The query parameter "${name}" is repeated.`, {
        field: name,
      });
    }
    query[name] = value;
  }
  return query;
}

/** A route that takes no query parameters: any is a 400 `unknown_field` naming it. */
export function expectNoQuery(url: URL): void {
  parseInput(z.strictObject({}), queryObject(url), 'query');
}
