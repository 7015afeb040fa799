// The committees of a platform (PLATFORM_DOMAIN), for the platform administrators: react-
// admin's CRUD of the 'committees' resource on the server's committees queries and
// mutations (the whole list is small: sorted and paged here), deleting one archives it,
// and the calls beyond CRUD: restoring one and the committee switch (committeeHandoff:
// the committee's back office with a one-time sign-in code in its address's fragment).
import type { ApolloClient } from '@apollo/client';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { graphql } from '../gql';
import type { CommitteeInput } from '../gql/graphql';

export const COMMITTEES_RESOURCE = 'committees';

graphql(`
  fragment CommitteeFields on Committee {
    id
    name
    slug
    hostnames
    town
    province
    region
    url
    archivedAt
    createdAt
    updatedAt
  }
`);

const COMMITTEES = graphql(`
  query AdminCommittees {
    committees {
      ...CommitteeFields
    }
  }
`);

const COMMITTEE = graphql(`
  query AdminCommittee($id: ID!) {
    committee(id: $id) {
      ...CommitteeFields
    }
  }
`);

const CREATE_COMMITTEE = graphql(`
  mutation AdminCreateCommittee($input: CommitteeInput!) {
    createCommittee(input: $input) {
      ...CommitteeFields
    }
  }
`);

const UPDATE_COMMITTEE = graphql(`
  mutation AdminUpdateCommittee($id: ID!, $input: CommitteeInput!) {
    updateCommittee(id: $id, input: $input) {
      ...CommitteeFields
    }
  }
`);

const ARCHIVE_COMMITTEE = graphql(`
  mutation AdminArchiveCommittee($id: ID!) {
    archiveCommittee(id: $id) {
      ...CommitteeFields
    }
  }
`);

const RESTORE_COMMITTEE = graphql(`
  mutation AdminRestoreCommittee($id: ID!) {
    restoreCommittee(id: $id) {
      ...CommitteeFields
    }
  }
`);

const COMMITTEE_HANDOFF = graphql(`
  mutation AdminCommitteeHandoff($id: ID!) {
    committeeHandoff(id: $id) {
      url
    }
  }
`);

/** The fields a committee's form sends (the first administrator and demo on create only). */
const COMMON_FIELDS = ['name', 'slug', 'hostnames', 'town', 'province', 'region'] as const;

/** A form's values -> CommitteeInput (domains as a list, empty lines dropped). */
export function committeeInput(data: Record<string, unknown>, creating: boolean): CommitteeInput {
  const input: Record<string, unknown> = {};
  for (const field of COMMON_FIELDS) {
    if (data[field] !== undefined) input[field] = data[field];
  }
  if (typeof input.hostnames === 'string') input.hostnames = splitHostnames(input.hostnames);
  if (creating) {
    input.admin = data.admin;
    input.demo = Boolean(data.demo);
  }
  return input as CommitteeInput;
}

/** "www.a.it, b.it\nc.it" -> ['www.a.it', 'b.it', 'c.it']. */
export function splitHostnames(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** The list sorted and paged as react-admin asks (the platform's committees are few). */
export function pageOf<T extends Record<string, unknown>>(
  rows: readonly T[],
  { pagination, sort }: Pick<GetListParams, 'pagination' | 'sort'>,
): T[] {
  const sorted = [...rows];
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    sorted.sort(
      (a, b) =>
        String(a[sort.field] ?? '').localeCompare(String(b[sort.field] ?? ''), 'it') * direction,
    );
  }
  if (!pagination) return sorted;
  const start = (pagination.page - 1) * pagination.perPage;
  return sorted.slice(start, start + pagination.perPage);
}

export interface CommitteeCalls {
  restoreCommittee(id: string): Promise<RaRecord>;
  /** The committee's back office, signed in: its address with a one-time code. */
  committeeHandoff(id: string): Promise<string>;
}

/** react-admin's CRUD of the committees, for the data provider's 'committees' resource. */
export function committeesCrud(
  client: ApolloClient<unknown>,
): Pick<DataProvider, 'getList' | 'getOne' | 'getMany' | 'create' | 'update' | 'delete'> {
  const all = async () =>
    (await client.query({ query: COMMITTEES, fetchPolicy: 'network-only' })).data.committees;
  return {
    async getList(_resource, params) {
      const rows = await all();
      return { data: pageOf(rows, params) as never[], total: rows.length };
    },
    async getOne(_resource, { id }) {
      const { data } = await client.query({
        query: COMMITTEE,
        variables: { id: String(id) },
        fetchPolicy: 'network-only',
      });
      return { data: data.committee as never };
    },
    async getMany(_resource, { ids }) {
      const wanted = new Set(ids.map(String));
      return { data: (await all()).filter((row) => wanted.has(row.id)) as never[] };
    },
    async create(_resource, { data }) {
      const result = await client.mutate({
        mutation: CREATE_COMMITTEE,
        variables: { input: committeeInput(data as Record<string, unknown>, true) },
      });
      return { data: result.data!.createCommittee as never };
    },
    async update(_resource, { id, data }) {
      const result = await client.mutate({
        mutation: UPDATE_COMMITTEE,
        variables: {
          id: String(id),
          input: committeeInput(data as Record<string, unknown>, false),
        },
      });
      return { data: result.data!.updateCommittee as never };
    },
    async delete(_resource, { id }) {
      const result = await client.mutate({
        mutation: ARCHIVE_COMMITTEE,
        variables: { id: String(id) },
      });
      return { data: result.data!.archiveCommittee as never };
    },
  };
}

export function committeeCalls(client: ApolloClient<unknown>): CommitteeCalls {
  return {
    async restoreCommittee(id) {
      const result = await client.mutate({ mutation: RESTORE_COMMITTEE, variables: { id } });
      return result.data!.restoreCommittee as RaRecord;
    },
    async committeeHandoff(id) {
      const result = await client.mutate({ mutation: COMMITTEE_HANDOFF, variables: { id } });
      return result.data!.committeeHandoff.url;
    },
  };
}
