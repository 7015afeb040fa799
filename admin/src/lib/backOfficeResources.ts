// The back office's own resources (administrators only): its users, and the activity log
// of writes (a list only, newest first). Spread into buildQuery's resources.
import type { ResourceDefinition } from './buildQuery';

export const USERS_RESOURCE = 'users';
export const ACTIVITY_LOG_RESOURCE = 'activity-log';

export const backOfficeResources: Record<string, ResourceDefinition> = {
  [USERS_RESOURCE]: {
    type: 'User',
    plural: 'Users',
    filterType: 'UserFilter',
    fields: 'id name username email role active createdAt updatedAt',
    createArgs: {
      name: 'String!',
      username: 'String!',
      email: 'String',
      role: 'Role!',
      active: 'Boolean',
      password: 'String!',
    },
    updateArgs: {
      name: 'String',
      username: 'String',
      email: 'String',
      role: 'Role',
      active: 'Boolean',
      password: 'String',
    },
    // An empty password field on the edit form keeps the password.
    prepare: (data) => (data.password ? data : { ...data, password: undefined }),
  },
  [ACTIVITY_LOG_RESOURCE]: {
    type: 'ActivityLogEntry',
    plural: 'ActivityLogEntries',
    filterType: 'ActivityLogFilter',
    fields: 'id userId userName resource recordId action createdAt',
    createArgs: null,
    updateArgs: {},
  },
};
