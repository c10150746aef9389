import type { GraphqlOperation } from './graphql-http.ts';

// The operations of spec §7, against server/schema.graphql. The count's
// documents are plain strings: the live counts run them over graphql-ws
// without Apollo or graphql (RecentChats is Apollo's: recent-chats-query.ts).

export interface ChatUser {
  id: string;
  displayName: string;
}

export interface ChatParticipant {
  id: string;
  user: ChatUser;
  /** ISO 8601; null when the participant never read the chat. */
  lastReadAt: string | null;
}

export interface ChatEvent {
  id: string;
  author: ChatUser;
  /** ISO 8601. */
  createdAt: string;
  /** Plain text: render as text, never as HTML. */
  content: string;
}

/** A recentChats item (spec §3 "Chat"). */
export interface Chat {
  id: string;
  participants: ChatParticipant[];
  lastEvent: ChatEvent | null;
}

/** Spec §3 "Viewer". */
export interface Viewer {
  id: string;
  displayName: string;
  isDesigner: boolean;
}

export interface RecentChatsData {
  recentChats: Chat[];
  viewer: Viewer | null;
}

export interface RecentChatsVariables {
  from: number;
  limit: number;
}

/** Spec §9: the dropdown asks for the 30 most recent chats, from 0. */
export const recentChatsVariables: RecentChatsVariables = { from: 0, limit: 30 };

export interface UnseenChatCountData {
  unseenChatCount: number;
}

export const unseenChatCountQuery: GraphqlOperation = {
  operationName: 'UnseenChatCount',
  query: 'query UnseenChatCount { unseenChatCount }',
};

export const unseenChatCountSubscription: GraphqlOperation = {
  operationName: 'UnseenChatCountChanged',
  query: 'subscription UnseenChatCountChanged { unseenChatCount }',
};

export interface SetLastSeenAtData {
  setLastSeenAt: { userId: string };
}

export const setLastSeenAtMutation: GraphqlOperation = {
  operationName: 'SetLastSeenAt',
  query: 'mutation SetLastSeenAt { setLastSeenAt { userId } }',
};
