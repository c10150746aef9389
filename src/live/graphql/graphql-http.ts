import { readCsrfToken } from '../csrf.ts';
import { InvalidResponseError, readJson } from '../http-errors.ts';

export interface GraphqlHttpOptions {
  graphqlUrl: string;
  fetch?: typeof fetch;
  /** The CSRF token for POSTs (x-csrf-token header); default the csrf_token cookie. */
  csrfToken?: () => string;
}

export interface GraphqlOperation {
  query: string;
  operationName: string;
}

/**
 * One GraphQL operation as a POST with plain fetch, the way Apollo's HTTP link
 * sends it: the cookies (`credentials: 'include'`) and the session's CSRF
 * token in `x-csrf-token`. Resolves with `data`; a non-OK status, a body that
 * is not JSON or any GraphQL error rejects.
 */
export async function postGraphql<Data>(
  options: GraphqlHttpOptions,
  operation: GraphqlOperation,
): Promise<Data> {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const csrfToken = options.csrfToken ?? (() => readCsrfToken());
  const { graphqlUrl } = options;
  const response = await fetchImpl(graphqlUrl, {
    method: 'POST',
    credentials: 'include',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
      'x-csrf-token': csrfToken(),
    },
    body: JSON.stringify({ operationName: operation.operationName, query: operation.query }),
  });
  const body = (await readJson(response, graphqlUrl)) as { data?: Data; errors?: unknown[] };
  if (body.errors?.length) {
    throw new InvalidResponseError(
      graphqlUrl,
      `${operation.operationName}: ${JSON.stringify(body.errors)}`,
    );
  }
  if (body.data === undefined || body.data === null) {
    throw new InvalidResponseError(graphqlUrl, `${operation.operationName} returned no data`);
  }
  return body.data;
}
