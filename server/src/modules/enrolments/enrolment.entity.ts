// One person's enrolment in a course or an event booked on the committee's site: confirmed (a seat is
// theirs), waitlisted (in line for a seat, in order of enrolment) or cancelled (by the
// person through their link, or by the committee). The token is the personal secret of
// the cancellation link; siteOrigin and sender are the site and sender the person enrolled
// through, for the e-mails the worker sends later (promotion, reminder).
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { ContentRecord } from '../../domain/records/content-record.js';
import { Event } from '../events/event.entity.js';
import { Project } from '../projects/project.entity.js';

export enum EnrolmentStatus {
  confirmed = 'confirmed',
  waitlisted = 'waitlisted',
  cancelled = 'cancelled',
}

registerEnumType(EnrolmentStatus, {
  name: 'EnrolmentStatus',
  description:
    'confirmed: a seat is theirs; waitlisted: in line for a seat, in order of enrolment; cancelled: by the person or by the committee',
});

@Entity({ tableName: 'enrolments' })
@Index({ properties: ['projectId', 'status'] })
@Index({ properties: ['eventId', 'status'] })
// One active enrolment per e-mail and course: the wall behind the service's check.
@Index({
  name: 'enrolments_project_email_active',
  expression: `create unique index "enrolments_project_email_active" on "enrolments" ("project_id", lower("email")) where "status" <> 'cancelled'`,
})
@Index({
  name: 'enrolments_event_email_active',
  expression: `create unique index "enrolments_event_email_active" on "enrolments" ("event_id", lower("email")) where "status" <> 'cancelled'`,
})
// A course or an event, never both nor neither.
@Check({
  name: 'enrolments_course_or_event',
  expression: 'num_nonnulls("project_id", "event_id") = 1',
})
export class Enrolment extends ContentRecord {
  /** The course (deleted with it). */
  @ManyToOne(() => Project, {
    nullable: true,
    mapToPk: true,
    fieldName: 'project_id',
    deleteRule: 'cascade',
    updateRule: 'cascade',
    index: false,
  })
  projectId: number | null = null;

  /** The event (deleted with it). */
  @ManyToOne(() => Event, {
    nullable: true,
    mapToPk: true,
    fieldName: 'event_id',
    deleteRule: 'cascade',
    updateRule: 'cascade',
    index: false,
  })
  eventId: number | null = null;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;

  @Property({ type: 'text' })
  status!: EnrolmentStatus;

  @Property({ type: 'boolean' })
  attended = false;

  @Property({ type: 'text', unique: true })
  token!: string;

  @Property({ type: 'text' })
  siteOrigin!: string;

  @Property({ type: 'text', nullable: true })
  sender: string | null = null;

  @Property({ type: 'datetime' })
  privacyConsentAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  remindedAt: Date | null = null;
}
