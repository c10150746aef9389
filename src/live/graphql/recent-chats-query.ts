import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RecentChatsData, RecentChatsVariables } from './documents.ts';

// Apollo's document: part of the messages chunk (live-messages.chunk.ts), with Apollo and graphql.

export const recentChatsQuery: TypedDocumentNode<RecentChatsData, RecentChatsVariables> = gql`
  query RecentChats($from: Int!, $limit: Int!) {
    recentChats(from: $from, limit: $limit) {
      id
      participants {
        id
        user {
          id
          displayName
        }
        lastReadAt
      }
      lastEvent {
        id
        author {
          id
          displayName
        }
        createdAt
        content
      }
    }
    viewer {
      id
      displayName
      isDesigner
    }
  }
`;
