// What an enrolment is in: a course (the projects resource, whole days) or an event (start
// and end times). The enrolment rules, the e-mails, the cancellation page, the reminders
// and the retention read either through one description: its entity and policy resource,
// the enrolment's column that names it, its messages, its words in the e-mails, its page
// and its dates as SQL.
import type { EntityClass } from '@mikro-orm/core';
import { Event } from '../events/event.entity.js';
import { romeDay } from '../../platform/time/rome.js';
import type { BookingMode } from '../projects/booking-mode.js';
import { Project } from '../projects/project.entity.js';
import type { Enrolment } from './enrolment.entity.js';

/** A record one may enrol in. */
export type EnrollableRecord = Project | Event;

/** What the rules and the e-mails read of a course or an event. */
export interface Enrollable {
  kind: 'course' | 'event';
  id: number;
  title: string;
  /** A course: its first day (YYYY-MM-DD); an event: its start time. */
  start: string | Date;
  /** A course: its last day (inclusive); an event: its end time. */
  end: string | Date;
  location: string | null;
  bookingMode: BookingMode;
  seats: number | null;
  enrolmentDeadline: Date | null;
}

/** What a description reads the same way of a course and of an event: its name and its booking. */
function bookingOf(
  record: EnrollableRecord,
): Pick<Enrollable, 'id' | 'title' | 'bookingMode' | 'seats' | 'enrolmentDeadline'> {
  return {
    id: record.id,
    title: record.title,
    bookingMode: record.bookingMode,
    seats: record.seats,
    enrolmentDeadline: record.enrolmentDeadline,
  };
}

export interface EnrolmentTarget {
  kind: Enrollable['kind'];
  entity: EntityClass<EnrollableRecord>;
  /** The policy's resource (its public rows). */
  resource: 'projects' | 'events';
  /** The enrolment's column naming it. */
  column: 'projectId' | 'eventId';
  /** Its page on the site, below the origin: /progetti/12, /eventi/3. */
  pathOf(id: number): string;
  /** Its UID prefix in calendars (project-12@host, event-3@host). */
  uid: string;
  messages: {
    notFound: string;
    notOnsite: string;
    closed: string;
    duplicate: string;
    question: string;
    waitlisted: string;
  };
  /** Its words in the e-mails. */
  words: {
    label: string;
    datesLabel: string;
    page: string;
    attached: string;
    reminder: string;
    file: string;
  };
  /** Its table, the enrolments' foreign key, and its start and end instants as SQL on alias t. */
  sql: { table: string; foreignKey: string; start: string; end: string };
  describe(record: EnrollableRecord): Enrollable;
}

export const courseTarget: EnrolmentTarget = {
  kind: 'course',
  entity: Project,
  resource: 'projects',
  column: 'projectId',
  pathOf: (id) => `/progetti/${id}`,
  uid: 'project',
  messages: {
    notFound: 'Corso non trovato',
    notOnsite: 'Per questo corso non è prevista l’iscrizione sul sito',
    closed: 'Le iscrizioni a questo corso sono chiuse',
    duplicate: 'Questo indirizzo e-mail è già iscritto a questo corso.',
    question: 'Vuoi annullare la tua iscrizione a questo corso?',
    waitlisted: "Sei in lista d'attesa per questo corso. Vuoi uscire dalla lista?",
  },
  words: {
    label: 'Corso',
    datesLabel: 'Date',
    page: 'Pagina del corso',
    attached: 'In allegato trovi il corso da aggiungere al tuo calendario.',
    reminder: 'ti ricordiamo che il corso a cui sei iscritto inizia tra poco.',
    file: 'corso',
  },
  sql: {
    table: 'projects',
    foreignKey: 'project_id',
    // A course starts at midnight of its first day and ends at the end of its last, in Rome.
    start: `(t.start_date::timestamp at time zone 'Europe/Rome')`,
    end: `((t.end_date + 1)::timestamp at time zone 'Europe/Rome')`,
  },
  describe: (record) => {
    const course = record as Project;
    return {
      kind: 'course',
      ...bookingOf(course),
      start: course.startDate,
      end: course.endDate,
      location: course.location,
    };
  },
};

export const eventTarget: EnrolmentTarget = {
  kind: 'event',
  entity: Event,
  resource: 'events',
  column: 'eventId',
  pathOf: (id) => `/eventi/${id}`,
  uid: 'event',
  messages: {
    notFound: 'Evento non trovato',
    notOnsite: 'Per questo evento non è prevista l’iscrizione sul sito',
    closed: 'Le iscrizioni a questo evento sono chiuse',
    duplicate: 'Questo indirizzo e-mail è già iscritto a questo evento.',
    question: 'Vuoi annullare la tua iscrizione a questo evento?',
    waitlisted: "Sei in lista d'attesa per questo evento. Vuoi uscire dalla lista?",
  },
  words: {
    label: 'Evento',
    datesLabel: 'Quando',
    page: "Pagina dell'evento",
    attached: "In allegato trovi l'evento da aggiungere al tuo calendario.",
    reminder: "ti ricordiamo che l'evento a cui sei iscritto inizia tra poco.",
    file: 'evento',
  },
  sql: { table: 'events', foreignKey: 'event_id', start: 't.starts_at', end: 't.ends_at' },
  describe: (record) => {
    const event = record as Event;
    return {
      kind: 'event',
      ...bookingOf(event),
      start: event.startsAt,
      end: event.endsAt,
      location: event.location,
    };
  },
};

export const ENROLMENT_TARGETS: readonly EnrolmentTarget[] = [courseTarget, eventTarget];

export function targetByKind(kind: Enrollable['kind']): EnrolmentTarget {
  return kind === 'course' ? courseTarget : eventTarget;
}

/** What an enrolment is in, and its id. */
export function targetOf(enrolment: Enrolment): { target: EnrolmentTarget; id: number } | null {
  if (enrolment.projectId !== null) return { target: courseTarget, id: enrolment.projectId };
  if (enrolment.eventId !== null) return { target: eventTarget, id: enrolment.eventId };
  return null;
}

/** Whether it has not started yet: a course until its first day (Rome), an event until its time. */
export function notStarted(item: Enrollable, now = new Date()): boolean {
  return typeof item.start === 'string' ? item.start >= romeDay(now) : item.start > now;
}
