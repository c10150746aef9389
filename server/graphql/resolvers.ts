import { countUnseenChats, listRecentChats, type ChatSummary } from '../db/chats.ts';
import { setChatsSeenAt } from '../db/users.ts';
import { countStream } from '../realtime/count-stream.ts';
import { badInput, requireViewer, type GraphQLContext } from './context.ts';

function chatJson(chat: ChatSummary) {
  return {
    id: String(chat.id),
    participants: chat.participants.map((p) => ({
      id: `${chat.id}:${p.userId}`,
      user: { id: String(p.userId), displayName: p.displayName },
      lastReadAt: p.lastReadAt,
    })),
    lastEvent: chat.lastEvent && {
      id: String(chat.lastEvent.id),
      author: { id: String(chat.lastEvent.authorId), displayName: chat.lastEvent.authorName },
      createdAt: chat.lastEvent.createdAt,
      content: chat.lastEvent.content,
    },
  };
}

type Args = Record<string, unknown>;

/** Field resolvers by type and field name; attached to the schema built from schema.graphql. */
export const resolvers = {
  Query: {
    recentChats(_root: unknown, args: Args, context: GraphQLContext) {
      const from = Number(args['from']);
      const limit = Number(args['limit']);
      if (from < 0 || from > 10_000) throw badInput('from', '`from` must be between 0 and 10000.');
      if (limit < 1 || limit > 100) throw badInput('limit', '`limit` must be between 1 and 100.');
      const viewer = requireViewer(context);
      return listRecentChats(context.app.db, viewer.id, from, limit).map(chatJson);
    },
    viewer(_root: unknown, _args: Args, context: GraphQLContext) {
      const viewer = context.viewer();
      return (
        viewer && {
          id: String(viewer.id),
          displayName: viewer.displayName,
          isDesigner: viewer.role === 'designer',
        }
      );
    },
    unseenChatCount(_root: unknown, _args: Args, context: GraphQLContext) {
      return countUnseenChats(context.app.db, requireViewer(context).id);
    },
  },
  Mutation: {
    setLastSeenAt(_root: unknown, _args: Args, context: GraphQLContext) {
      const viewer = requireViewer(context);
      setChatsSeenAt(context.app.db, viewer.id, context.app.now().toISOString());
      context.app.bus.publish(viewer.id, { type: 'chats-changed' });
      return { userId: String(viewer.id) };
    },
  },
  Subscription: {
    unseenChatCount: {
      subscribe(_root: unknown, _args: Args, context: GraphQLContext) {
        const viewer = requireViewer(context);
        const { db, bus } = context.app;
        return countStream(
          (notify) =>
            bus.subscribe(viewer.id, (event) => {
              if (event.type === 'chats-changed') notify();
            }),
          () => ({ unseenChatCount: countUnseenChats(db, viewer.id) }),
        );
      },
    },
  },
};
