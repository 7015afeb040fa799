// Every committed migration, in order. Listed explicitly (not discovered from the folder)
// so the compiled server and the tests run exactly the same list.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122153223_initial } from './Migration20261122153223_initial.js';
import { Migration20261122164000_content_versions } from './Migration20261122164000_content_versions.js';
import { Migration20261201100000_committee_as_data } from './Migration20261201100000_committee_as_data.js';
import { Migration20261201100100_committee_content_versions } from './Migration20261201100100_committee_content_versions.js';
import { Migration20261123110000_transparency_registers } from './Migration20261123110000_transparency_registers.js';
import { Migration20261205100000_contact_mail } from './Migration20261205100000_contact_mail.js';
import { Migration20261210100000_users_and_roles } from './Migration20261210100000_users_and_roles.js';
import { Migration20261210100000_publication } from './Migration20261210100000_publication.js';
import { Migration20261220100000_activity_log_record_label } from './Migration20261220100000_activity_log_record_label.js';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122153223_initial', class: Migration20261122153223_initial },
  {
    name: 'Migration20261122164000_content_versions',
    class: Migration20261122164000_content_versions,
  },
  {
    name: 'Migration20261201100000_committee_as_data',
    class: Migration20261201100000_committee_as_data,
  },
  {
    name: 'Migration20261201100100_committee_content_versions',
    class: Migration20261201100100_committee_content_versions,
  },
  {
    name: 'Migration20261123110000_transparency_registers',
    class: Migration20261123110000_transparency_registers,
  },
  {
    name: 'Migration20261205100000_contact_mail',
    class: Migration20261205100000_contact_mail,
  },
  {
    name: 'Migration20261210100000_users_and_roles',
    class: Migration20261210100000_users_and_roles,
  },
  {
    name: 'Migration20261210100000_publication',
    class: Migration20261210100000_publication,
  },
  {
    name: 'Migration20261220100000_activity_log_record_label',
    class: Migration20261220100000_activity_log_record_label,
  },
];
