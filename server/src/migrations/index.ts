// Every committed migration, in order. Listed explicitly (not discovered from the folder)
// so the compiled server and the tests run exactly the same list.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122153223_initial } from './Migration20261122153223_initial.js';
import { Migration20261122164000_content_versions } from './Migration20261122164000_content_versions.js';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122153223_initial', class: Migration20261122153223_initial },
  {
    name: 'Migration20261122164000_content_versions',
    class: Migration20261122164000_content_versions,
  },
];
