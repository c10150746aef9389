import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Whether a GraphQL result says nobody is signed in: an error whose
 * `extensions.code` is UNAUTHENTICATED (the reference server's answer when
 * the session ended; server/README.md "GraphQL").
 */
export function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((entry) => entry.extensions?.['code'] === 'UNAUTHENTICATED')
  );
}
