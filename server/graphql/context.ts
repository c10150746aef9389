import { GraphQLError } from 'graphql';
import type { AppContext } from '../context.ts';
import { findSession } from '../db/sessions.ts';
import { findUser, type User } from '../db/users.ts';

/**
 * What every resolver receives: the app, and who is asking. (A type alias,
 * not an interface: graphql-http wants a context assignable to a record.)
 */
export type GraphQLContext = {
  app: AppContext;
  /** Read per operation, so that signing in or out applies to an open socket too. */
  viewer(): User | null;
};

export function graphqlContext(app: AppContext, sessionId: string | null): GraphQLContext {
  return {
    app,
    viewer() {
      const session = sessionId ? findSession(app.db, sessionId) : null;
      return session?.userId == null ? null : findUser(app.db, session.userId);
    },
  };
}

export function requireViewer(context: GraphQLContext): User {
  const viewer = context.viewer();
  if (!viewer) {
    throw new GraphQLError('Sign in first (see /demo/sign-in).', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
  return viewer;
}

export function badInput(field: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}
