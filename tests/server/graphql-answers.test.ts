import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type Client } from './support/client.ts';
import { startServer, type TestServer } from './support/server.ts';

// The answers server/README.md documents for GraphQL over HTTP, for every
// Accept header the server takes: a request error is a 400 in
// application/graphql-response+json and a 200 in application/json (GraphQL
// over HTTP); what graphql-http cannot take gets the server's JSON error.

let server: TestServer;
let designer: Client;
beforeAll(async () => {
  server = await startServer();
  designer = await signedIn(server.url, 'designer');
});
afterAll(() => server.close());

const requestErrors = {
  'a syntax error': { query: '{ unseenChatCount' },
  'an invalid query': { query: '{ nothingHere }' },
  'variables of the wrong type': {
    query: 'query ($limit: Int!) { recentChats(limit: $limit) { id } }',
    variables: { limit: 'thirty' },
  },
};

const accepts = [
  { accept: 'application/graphql-response+json', status: 400, type: 'graphql-response+json' },
  {
    accept: 'application/graphql-response+json, application/json;q=0.9',
    status: 400,
    type: 'graphql-response+json',
  },
  { accept: 'application/json', status: 200, type: 'application/json' },
  {
    accept: 'application/json, application/graphql-response+json',
    status: 200,
    type: 'application/json',
  },
  { accept: '*/*', status: 200, type: 'application/json' },
  { accept: null, status: 200, type: 'application/json' },
] as const;

function post(body: unknown, headers: Record<string, string>) {
  return designer.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': designer.csrf(), ...headers },
    body: JSON.stringify(body),
  });
}

describe('POST /graphql request errors', () => {
  for (const [name, body] of Object.entries(requestErrors)) {
    for (const { accept, status, type } of accepts) {
      it(`${name}, Accept: ${accept ?? '(none)'}: ${status} ${type}, errors and no data`, async () => {
        const response = await post(body, accept === null ? {} : { accept });
        expect(response.status).toBe(status);
        expect(response.headers.get('content-type')).toContain(type);
        const json = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
        expect(json.data).toBeUndefined();
        expect(json.errors?.[0]?.message).toBeTruthy();
      });
    }
  }

  it('an Accept header with neither type: 406 with the JSON error body', async () => {
    const response = await post(requestErrors['an invalid query'], { accept: 'text/html' });
    expect(response.status).toBe(406);
    expect(await response.json()).toEqual({
      error: { code: 'not_acceptable', message: expect.stringContaining('application/json') },
    });
  });

  it('an unsupported Content-Type: 415 with the JSON error body', async () => {
    const response = await designer.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-csrf-token': designer.csrf() },
      body: '{ unseenChatCount }',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: expect.stringContaining('application/json'),
      },
    });
  });
});

describe('GET /graphql', () => {
  it('a repeated query parameter: 400 invalid_query naming it', async () => {
    const response = await designer.fetch(
      `/graphql?query=${encodeURIComponent('{ unseenChatCount }')}&query=${encodeURIComponent('{ viewer { id } }')}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_query',
        message: 'The query parameter "query" is repeated.',
        field: 'query',
      },
    });
  });

  it('one query parameter of each: answered', async () => {
    const response = await designer.fetch(
      `/graphql?query=${encodeURIComponent('{ unseenChatCount }')}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { unseenChatCount: expect.any(Number) } });
  });
});
