// Donations in buildQuery's terms (administrators only), as typed documents (see
// resourceDefinition.ts). Kept beside buildQuery.ts, which spreads them into its resources.
import { graphql } from '../gql';
import { blankWhenEmptied, defineResource, type ResourceDefinition } from './resourceDefinition';

graphql(`
  fragment DonationFields on Donation {
    id
    date
    amount
    currency
    method
    donorName
    donorEmail
    donorFiscalCode
    anonymous
    receiptNumber
    providerReference
    createdAt
    updatedAt
  }
`);

export const donationResources: Record<string, ResourceDefinition> = {
  donations: defineResource({
    type: 'Donation',
    list: graphql(`
      query allDonations(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: DonationFilter
      ) {
        items: allDonations(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...DonationFields
        }
        total: _allDonationsMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query Donation($id: ID!) {
        data: Donation(id: $id) {
          ...DonationFields
        }
      }
    `),
    create: graphql(`
      mutation createDonation(
        $date: String!
        $amount: Float!
        $method: DonationMethod!
        $donorName: String
        $donorEmail: String
        $donorFiscalCode: String
        $anonymous: Boolean
      ) {
        data: createDonation(
          date: $date
          amount: $amount
          method: $method
          donorName: $donorName
          donorEmail: $donorEmail
          donorFiscalCode: $donorFiscalCode
          anonymous: $anonymous
        ) {
          ...DonationFields
        }
      }
    `),
    update: graphql(`
      mutation updateDonation(
        $id: ID!
        $date: String
        $amount: Float
        $method: DonationMethod
        $donorName: String
        $donorEmail: String
        $donorFiscalCode: String
        $anonymous: Boolean
      ) {
        data: updateDonation(
          id: $id
          date: $date
          amount: $amount
          method: $method
          donorName: $donorName
          donorEmail: $donorEmail
          donorFiscalCode: $donorFiscalCode
          anonymous: $anonymous
        ) {
          ...DonationFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteDonation($id: ID!) {
        data: deleteDonation(id: $id) {
          id
        }
      }
    `),
    prepare: (data) => blankWhenEmptied(data, ['donorName', 'donorEmail', 'donorFiscalCode']),
  }),
};
