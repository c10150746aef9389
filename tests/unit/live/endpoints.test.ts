import { describe, expect, it } from 'vitest';
import { resolveEndpoints } from '../../../src/live/endpoints.ts';
import { readCsrfToken } from '../../../src/live/csrf.ts';

describe('endpoints from the element attributes', () => {
  it('defaults everything to the page origin', () => {
    expect(resolveEndpoints({}, 'https://www.example.de')).toEqual({
      apiBase: 'https://www.example.de',
      graphqlUrl: 'https://www.example.de/graphql',
      graphqlWsUrl: 'wss://www.example.de/graphql',
    });
  });

  it('takes the attributes, relative ones against the page', () => {
    expect(
      resolveEndpoints(
        { apiBase: 'https://api.example.com/', graphqlUrl: '/gql', graphqlWsUrl: '/gql-ws' },
        'http://localhost:4321',
      ),
    ).toEqual({
      apiBase: 'https://api.example.com',
      graphqlUrl: 'http://localhost:4321/gql',
      graphqlWsUrl: 'ws://localhost:4321/gql-ws',
    });
  });

  it('puts GraphQL on the API origin when only the API base is given', () => {
    expect(resolveEndpoints({ apiBase: 'http://127.0.0.1:9000' }, undefined).graphqlWsUrl).toBe(
      'ws://127.0.0.1:9000/graphql',
    );
  });

  it('explains a relative endpoint without a page to resolve it', () => {
    expect(() => resolveEndpoints({ apiBase: '/api' }, undefined)).toThrow(/absolute URL/);
  });
});

describe('the CSRF token (spec §7: read from a cookie)', () => {
  it('reads csrf_token from the cookies', () => {
    expect(readCsrfToken('sid=1; csrf_token=abc%2Bdef; theme=dark')).toBe('abc+def');
    expect(readCsrfToken('xcsrf_token=no')).toBe('');
  });
});
