import { GraphQLError, type FormattedExecutionResult } from 'graphql';

/**
 * Errors we throw on purpose (GraphQLError with a code) reach the client as
 * they are; anything else is a bug: logged here, and the client sees a
 * generic message instead of internals.
 */
export function maskError(error: Readonly<GraphQLError | Error>): GraphQLError | Error {
  if (!(error instanceof GraphQLError)) return error as Error;
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return error;
  console.error('GraphQL resolver failed:', original);
  return new GraphQLError('Internal server error.', {
    nodes: error.nodes ?? null,
    path: error.path ?? null,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** A result as graphql-ws sends it, with internal errors masked. */
export function formatResult(result: {
  data?: Record<string, unknown> | null | undefined;
  errors?: readonly GraphQLError[] | undefined;
  extensions?: Record<string, unknown> | undefined;
}): FormattedExecutionResult {
  const formatted: FormattedExecutionResult = {};
  if (result.data !== undefined) formatted.data = result.data;
  if (result.errors)
    formatted.errors = result.errors.map((e) => (maskError(e) as GraphQLError).toJSON());
  if (result.extensions) formatted.extensions = result.extensions;
  return formatted;
}
