// How each course is booked (bookingMode: calendly, link, onsite, none): the courses
// already here keep the spec's Calendly flow; calendly_id is required by the application
// only for calendly, so the column may now be empty; bookingUrl for link, seats and an
// optional enrolment deadline for onsite.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261224100000_course_booking extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "projects" add column "booking_mode" text not null default 'calendly', add column "booking_url" text null, add column "seats" int null, add column "enrolment_deadline" timestamptz null;`,
    );
    this.addSql(`alter table "projects" alter column "calendly_id" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "projects" drop column "booking_mode", drop column "booking_url", drop column "seats", drop column "enrolment_deadline";`,
    );
    this.addSql(`alter table "projects" alter column "calendly_id" set not null;`);
  }
}
