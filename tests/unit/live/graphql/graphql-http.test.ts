import { describe, expect, it, vi } from 'vitest';
import { postGraphql } from '../../../../src/live/graphql/graphql-http.ts';
import { HttpStatusError, InvalidResponseError } from '../../../../src/live/http-errors.ts';

const operation = { operationName: 'SetLastSeenAt', query: 'mutation SetLastSeenAt { a }' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(answer: () => Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
  return {
    fetch,
    options: { graphqlUrl: 'https://api.example.com/graphql', fetch, csrfToken: () => 'tok' },
  };
}

describe('postGraphql (setLastSeenAt without Apollo)', () => {
  it('POSTs the operation as JSON with the cookies and the CSRF header; resolves with data', async () => {
    const { fetch, options } = client(() => json({ data: { a: 1 } }));
    await expect(postGraphql(options, operation)).resolves.toEqual({ a: 1 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.com/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-csrf-token': 'tok',
    });
    expect(JSON.parse(String(init?.body))).toEqual(operation);
  });

  it('rejects on a non-OK status, GraphQL errors, or no data', async () => {
    await expect(postGraphql(client(() => json({}, 500)).options, operation)).rejects.toThrow(
      HttpStatusError,
    );
    await expect(
      postGraphql(client(() => json({ errors: [{ message: 'no' }] })).options, operation),
    ).rejects.toThrow(InvalidResponseError);
    await expect(
      postGraphql(client(() => json({ data: null })).options, operation),
    ).rejects.toThrow(/returned no data/);
  });
});
