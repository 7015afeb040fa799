// The back office's own resources (administrators only): its users, and the activity log
// of writes (a list only, newest first), as typed documents (see resourceDefinition.ts).
// Spread into buildQuery's resources.
import { graphql } from '../gql';
import { defineResource, type ResourceDefinition } from './resourceDefinition';

export const USERS_RESOURCE = 'users';
export const ACTIVITY_LOG_RESOURCE = 'activity-log';

graphql(`
  fragment UserFields on User {
    id
    name
    username
    email
    role
    active
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment ActivityLogEntryFields on ActivityLogEntry {
    id
    userId
    userName
    resource
    recordId
    recordLabel
    action
    createdAt
  }
`);

export const backOfficeResources: Record<string, ResourceDefinition> = {
  [USERS_RESOURCE]: defineResource({
    type: 'User',
    list: graphql(`
      query allUsers(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: UserFilter
      ) {
        items: allUsers(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...UserFields
        }
        total: _allUsersMeta(filter: $filter) {
          count
        }
      }
    `),
    one: graphql(`
      query User($id: ID!) {
        data: User(id: $id) {
          ...UserFields
        }
      }
    `),
    create: graphql(`
      mutation createUser(
        $name: String!
        $username: String!
        $email: String
        $role: Role!
        $active: Boolean
        $password: String!
      ) {
        data: createUser(
          name: $name
          username: $username
          email: $email
          role: $role
          active: $active
          password: $password
        ) {
          ...UserFields
        }
      }
    `),
    update: graphql(`
      mutation updateUser(
        $id: ID!
        $name: String
        $username: String
        $email: String
        $role: Role
        $active: Boolean
        $password: String
      ) {
        data: updateUser(
          id: $id
          name: $name
          username: $username
          email: $email
          role: $role
          active: $active
          password: $password
        ) {
          ...UserFields
        }
      }
    `),
    remove: graphql(`
      mutation deleteUser($id: ID!) {
        data: deleteUser(id: $id) {
          id
        }
      }
    `),
    // An empty password field on the edit form keeps the password.
    prepare: (data) => (data.password ? {} : { password: undefined }),
  }),
  [ACTIVITY_LOG_RESOURCE]: defineResource({
    type: 'ActivityLogEntry',
    list: graphql(`
      query allActivityLogEntries(
        $page: Int
        $perPage: Int
        $sortField: String
        $sortOrder: String
        $filter: ActivityLogFilter
      ) {
        items: allActivityLogEntries(
          page: $page
          perPage: $perPage
          sortField: $sortField
          sortOrder: $sortOrder
          filter: $filter
        ) {
          ...ActivityLogEntryFields
        }
        total: _allActivityLogEntriesMeta(filter: $filter) {
          count
        }
      }
    `),
  }),
};
