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
import { Migration20261215100000_outbox_subjects } from './Migration20261215100000_outbox_subjects.js';
import { Migration20261220100000_reply_delivery } from './Migration20261220100000_reply_delivery.js';
import { Migration20261220100000_committee_facts } from './Migration20261220100000_committee_facts.js';
import { Migration20261220100100_password_tokens } from './Migration20261220100100_password_tokens.js';
import { Migration20261220100000_activity_log_record_label } from './Migration20261220100000_activity_log_record_label.js';
import { Migration20261222100000_committees } from './Migration20261222100000_committees.js';
import { Migration20261225100000_trash_and_revisions } from './Migration20261225100000_trash_and_revisions.js';
import { Migration20261226100000_donations } from './Migration20261226100000_donations.js';
import { Migration20261222200000_mail_attachments } from './Migration20261222200000_mail_attachments.js';
import { Migration20261223100000_site_pages } from './Migration20261223100000_site_pages.js';
import { Migration20261223100100_header_menu } from './Migration20261223100100_header_menu.js';
import { Migration20261223100200_demo_records } from './Migration20261223100200_demo_records.js';
import { Migration20261227100000_analytics } from './Migration20261227100000_analytics.js';
import { Migration20261228100000_committee_handoffs } from './Migration20261228100000_committee_handoffs.js';
import { Migration20261229100000_events } from './Migration20261229100000_events.js';
import { Migration20261230100000_trash_children } from './Migration20261230100000_trash_children.js';
import { Migration20261224100000_course_booking } from './Migration20261224100000_course_booking.js';
import { Migration20261224100100_enrolments } from './Migration20261224100100_enrolments.js';

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
    name: 'Migration20261215100000_outbox_subjects',
    class: Migration20261215100000_outbox_subjects,
  },
  {
    name: 'Migration20261220100000_reply_delivery',
    class: Migration20261220100000_reply_delivery,
  },
  {
    name: 'Migration20261220100000_committee_facts',
    class: Migration20261220100000_committee_facts,
  },
  {
    name: 'Migration20261220100100_password_tokens',
    class: Migration20261220100100_password_tokens,
  },
  {
    name: 'Migration20261220100000_activity_log_record_label',
    class: Migration20261220100000_activity_log_record_label,
  },
  {
    name: 'Migration20261222100000_committees',
    class: Migration20261222100000_committees,
  },
  {
    name: 'Migration20261222200000_mail_attachments',
    class: Migration20261222200000_mail_attachments,
  },
  {
    name: 'Migration20261223100000_site_pages',
    class: Migration20261223100000_site_pages,
  },
  {
    name: 'Migration20261223100100_header_menu',
    class: Migration20261223100100_header_menu,
  },
  {
    name: 'Migration20261223100200_demo_records',
    class: Migration20261223100200_demo_records,
  },
  {
    name: 'Migration20261224100000_course_booking',
    class: Migration20261224100000_course_booking,
  },
  {
    name: 'Migration20261224100100_enrolments',
    class: Migration20261224100100_enrolments,
  },
  {
    name: 'Migration20261225100000_trash_and_revisions',
    class: Migration20261225100000_trash_and_revisions,
  },
  {
    name: 'Migration20261226100000_donations',
    class: Migration20261226100000_donations,
  },
  { name: 'Migration20261227100000_analytics', class: Migration20261227100000_analytics },
  {
    name: 'Migration20261228100000_committee_handoffs',
    class: Migration20261228100000_committee_handoffs,
  },
  { name: 'Migration20261229100000_events', class: Migration20261229100000_events },
  {
    name: 'Migration20261230100000_trash_children',
    class: Migration20261230100000_trash_children,
  },
];
