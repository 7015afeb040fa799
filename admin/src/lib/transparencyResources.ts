// The transparency registers in buildQuery's terms: public grants ('Contributi pubblici'),
// the 5x1000 reports and the officers' compensation, as typed documents (see
// resourceDefinition.ts). Kept beside buildQuery.ts, which spreads them into its resources.
import { graphql } from '../gql';
import type { FivePerThousandLineInput } from '../gql/graphql';
import { blankWhenEmptied, defineResource, type ResourceDefinition } from './resourceDefinition';

/** A report line as the form holds it -> the GraphQL input (no __typename, amount a number). */
function reportLines(lines: unknown): FivePerThousandLineInput[] {
  if (!Array.isArray(lines)) return [];
  return lines.map((line: { heading?: unknown; amount?: unknown } | null) => ({
    heading: typeof line?.heading === 'string' ? line.heading : '',
    amount: typeof line?.amount === 'number' ? line.amount : Number(line?.amount ?? NaN),
  }));
}

graphql(`
  fragment GrantFields on Grant {
    id
    administration
    administrationFiscalCode
    amount
    receivedAt
    year
    purpose
    reference
    fileUrl
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment FivePerThousandReportFields on FivePerThousandReport {
    id
    year
    amount
    receivedAt
    lines {
      heading
      amount
    }
    linesTotal
    fileUrl
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment CompensationFields on Compensation {
    id
    year
    role
    name
    grossAmount
    createdAt
    updatedAt
  }
`);

export const transparencyResources: Record<string, ResourceDefinition> = {
  grants: defineResource({
    type: 'Grant',
    // The form removes the current PDF with its own removeFile checkbox.
    upload: { field: 'file' },
    list: graphql(`
      query allGrants(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: GrantFilter
      ) {
        items: allGrants(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...GrantFields
        }
        total: _allGrantsMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query Grant($id: ID!) {
        data: Grant(id: $id) {
          ...GrantFields
        }
      }
    `),
    create: graphql(`
      mutation createGrant(
        $administration: String!
        $administrationFiscalCode: String
        $amount: Float!
        $receivedAt: String!
        $purpose: String!
        $reference: String
        $file: Upload
      ) {
        data: createGrant(
          administration: $administration
          administrationFiscalCode: $administrationFiscalCode
          amount: $amount
          receivedAt: $receivedAt
          purpose: $purpose
          reference: $reference
          file: $file
        ) {
          ...GrantFields
        }
      }
    `),
    update: graphql(`
      mutation updateGrant(
        $id: ID!
        $administration: String
        $administrationFiscalCode: String
        $amount: Float
        $receivedAt: String
        $purpose: String
        $reference: String
        $file: Upload
        $removeFile: Boolean
      ) {
        data: updateGrant(
          id: $id
          administration: $administration
          administrationFiscalCode: $administrationFiscalCode
          amount: $amount
          receivedAt: $receivedAt
          purpose: $purpose
          reference: $reference
          file: $file
          removeFile: $removeFile
        ) {
          ...GrantFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteGrant($id: ID!) {
        data: deleteGrant(id: $id) {
          id
        }
      }
    `),
    // A field emptied in the form clears it on the server (null would keep it).
    prepare: (data) => blankWhenEmptied(data, ['administrationFiscalCode', 'reference']),
  }),
  'five-per-thousand': defineResource({
    type: 'FivePerThousandReport',
    upload: { field: 'file' },
    list: graphql(`
      query allFivePerThousandReports(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: FivePerThousandFilter
      ) {
        items: allFivePerThousandReports(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...FivePerThousandReportFields
        }
        total: _allFivePerThousandReportsMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query FivePerThousandReport($id: ID!) {
        data: FivePerThousandReport(id: $id) {
          ...FivePerThousandReportFields
        }
      }
    `),
    create: graphql(`
      mutation createFivePerThousandReport(
        $year: Int!
        $amount: Float!
        $receivedAt: String!
        $lines: [FivePerThousandLineInput!]
        $file: Upload
      ) {
        data: createFivePerThousandReport(
          year: $year
          amount: $amount
          receivedAt: $receivedAt
          lines: $lines
          file: $file
        ) {
          ...FivePerThousandReportFields
        }
      }
    `),
    update: graphql(`
      mutation updateFivePerThousandReport(
        $id: ID!
        $year: Int
        $amount: Float
        $receivedAt: String
        $lines: [FivePerThousandLineInput!]
        $file: Upload
        $removeFile: Boolean
      ) {
        data: updateFivePerThousandReport(
          id: $id
          year: $year
          amount: $amount
          receivedAt: $receivedAt
          lines: $lines
          file: $file
          removeFile: $removeFile
        ) {
          ...FivePerThousandReportFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteFivePerThousandReport($id: ID!) {
        data: deleteFivePerThousandReport(id: $id) {
          id
        }
      }
    `),
    prepare: (data) => (data.lines === undefined ? {} : { lines: reportLines(data.lines) }),
  }),
  compensations: defineResource({
    type: 'Compensation',
    list: graphql(`
      query allCompensations(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: CompensationFilter
      ) {
        items: allCompensations(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...CompensationFields
        }
        total: _allCompensationsMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query Compensation($id: ID!) {
        data: Compensation(id: $id) {
          ...CompensationFields
        }
      }
    `),
    create: graphql(`
      mutation createCompensation(
        $year: Int!
        $role: String!
        $name: String
        $grossAmount: Float!
      ) {
        data: createCompensation(year: $year, role: $role, name: $name, grossAmount: $grossAmount) {
          ...CompensationFields
        }
      }
    `),
    update: graphql(`
      mutation updateCompensation(
        $id: ID!
        $year: Int
        $role: String
        $name: String
        $grossAmount: Float
      ) {
        data: updateCompensation(
          id: $id
          year: $year
          role: $role
          name: $name
          grossAmount: $grossAmount
        ) {
          ...CompensationFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteCompensation($id: ID!) {
        data: deleteCompensation(id: $id) {
          id
        }
      }
    `),
    prepare: (data) => blankWhenEmptied(data, ['name']),
  }),
};
