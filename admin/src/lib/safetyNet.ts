// The editors' safety net, as custom calls of the data provider: a record's revisions
// (newest first) and bringing one back, the trash (what the signed-in user may restore)
// and restoring from it. Typed by codegen against schema/schema.graphql.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import { freshData } from './graphqlClient';

const REVISIONS = graphql(`
  query AdminRevisions($resource: String!, $id: ID!) {
    revisions(resource: $resource, id: $id) {
      id
      userName
      createdAt
      data
    }
  }
`);

const RESTORE_REVISION = graphql(`
  mutation AdminRestoreRevision($resource: String!, $id: ID!, $revisionId: ID!) {
    restoreRevision(resource: $resource, id: $id, revisionId: $revisionId) {
      id
    }
  }
`);

const TRASH = graphql(`
  query AdminTrash {
    trashEntries {
      id
      resource
      recordType
      recordId
      label
      deletedBy
      deletedAt
      expiresAt
    }
  }
`);

const RESTORE_FROM_TRASH = graphql(`
  mutation AdminRestoreFromTrash($resource: String!, $id: ID!) {
    restoreFromTrash(resource: $resource, id: $id) {
      id
    }
  }
`);

export interface RevisionSummary {
  id: string;
  userName: string;
  createdAt: string;
  data: Record<string, unknown>;
}

export interface TrashSummary {
  id: string;
  resource: string;
  recordType: string;
  recordId: number;
  label: string | null;
  deletedBy: string;
  deletedAt: string;
  expiresAt: string;
}

export interface SafetyNetCalls {
  getRevisions(resource: string, id: string): Promise<RevisionSummary[]>;
  restoreRevision(resource: string, id: string, revisionId: string): Promise<void>;
  getTrash(): Promise<TrashSummary[]>;
  restoreFromTrash(resource: string, id: string): Promise<void>;
}

export function safetyNetCalls(client: ApolloClient<unknown>): SafetyNetCalls {
  return {
    async getRevisions(resource, id) {
      return (await freshData(client, REVISIONS, { resource, id })).revisions as RevisionSummary[];
    },
    async restoreRevision(resource, id, revisionId) {
      const result = await client.mutate({
        mutation: RESTORE_REVISION,
        variables: { resource, id, revisionId },
      });
      if (result.errors?.length) throw result.errors[0];
    },
    async getTrash() {
      return (await freshData(client, TRASH)).trashEntries as TrashSummary[];
    },
    async restoreFromTrash(resource, id) {
      const result = await client.mutate({
        mutation: RESTORE_FROM_TRASH,
        variables: { resource, id },
      });
      if (result.errors?.length) throw result.errors[0];
    },
  };
}
