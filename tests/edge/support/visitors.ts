// Who visits the customer's legacy pages behind the edge: a logged-out reader
// and two signed-in users. The template knows its user from the session
// cookie, as a real one does; the names and counts are distinct enough that
// one user's bits in the other's page cannot be a coincidence (and Alice's
// name is hostile, to check the escaping on every path).

export type VisitorName = 'logged-out' | 'alice' | 'bob';

export interface Visitor {
  name: VisitorName;
  /** The value of the `session` cookie the template reads (none when logged out). */
  session: string | null;
  /** The attributes every element of the page shares, as on the tags. */
  shared: Record<string, string>;
  displayName: string | null;
  counts: { messages: number; notifications: number } | null;
}

const site = { site: 'de-de', locale: 'de-DE' };

function signedIn(
  name: VisitorName,
  role: string,
  id: string,
  displayName: string,
  counts: { messages: number; notifications: number },
): Visitor {
  return {
    name,
    session: `s-${name}-${id}`,
    shared: {
      ...site,
      'user-role': role,
      'user-id': id,
      'display-name': displayName,
      'unread-counts': JSON.stringify(counts),
    },
    displayName,
    counts,
  };
}

export const visitors: Record<VisitorName, Visitor> = {
  'logged-out': {
    name: 'logged-out',
    session: null,
    shared: { ...site, 'user-role': 'logged-out' },
    displayName: null,
    counts: null,
  },
  alice: signedIn('alice', 'designer', '73110', `Alice "Ally" O'Hara & <Co>`, {
    messages: 17,
    notifications: 23,
  }),
  // Both designers: their pages share the header's cached root, which must hold neither.
  bob: signedIn('bob', 'designer', '48207', 'Bob Ødegård-Yarrow', {
    messages: 58,
    notifications: 64,
  }),
};

/** The visitor a request's `Cookie` header names; logged out without one. */
export function visitorOf(cookie: string | undefined): Visitor {
  const session = /(?:^|;\s*)session=([^;]+)/.exec(cookie ?? '')?.[1];
  return (
    Object.values(visitors).find((visitor) => visitor.session === session) ?? visitors['logged-out']
  );
}
