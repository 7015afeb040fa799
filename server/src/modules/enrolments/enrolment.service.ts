// Business rules of enrolments in courses booked on the site. An enrolment locks its
// course's row (SELECT ... FOR UPDATE) in the request's transaction, so that enrolments
// and cancellations of one course run one after the other: seats are never oversold and
// waiting-list positions never repeat, whatever the concurrency. A confirmed enrolment
// that is cancelled frees its seat for the first on the waiting list, confirmed at once
// and told by e-mail. Every e-mail enters the outbox in the same transaction.
import { randomBytes } from 'node:crypto';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import { parseId } from '../../domain/ids.js';
import type { RequestScope } from '../../domain/scope.js';
import { validateInput } from '../../domain/validation.js';
import { committeeOrigin } from '../../platform/http/committee-hosts.js';
import { consumeRateLimit } from '../../platform/rate-limit/rate-limiter.js';
import { senderOf } from '../mail/mail-content.js';
import { enqueueMail } from '../mail/outbox.js';
import { BookingMode } from '../projects/booking-mode.js';
import { Project } from '../projects/project.entity.js';
import { SettingsService } from '../settings/settings.service.js';
import { AttendanceArgs, EnrolArgs, enrolmentMessages } from './enrolment.args.js';
import { Enrolment, EnrolmentStatus } from './enrolment.entity.js';
import {
  confirmationMail,
  enrolmentMailSubject,
  promotionMail,
  waitlistMail,
  type EnrolmentMailContext,
} from './enrolment-mail.js';

/** What the person enrolling is told. */
export interface EnrolmentReceipt {
  status: EnrolmentStatus.confirmed | EnrolmentStatus.waitlisted;
  /** The seat's number (confirmed) or the place in the waiting list (waitlisted), from 1. */
  position: number;
}

/** An enrolment as the committee reads it. */
export interface EnrolmentRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: EnrolmentStatus;
  /** Confirmed: 1..seats taken; waitlisted: the place in line; cancelled: null. */
  position: number | null;
  attended: boolean;
  createdAt: Date;
  cancelledAt: Date | null;
}

/** Today in Rome, YYYY-MM-DD. */
export function romeToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

export function mailContext(enrolment: Enrolment, course: Project): EnrolmentMailContext {
  return {
    name: enrolment.name,
    email: enrolment.email,
    token: enrolment.token,
    siteOrigin: enrolment.siteOrigin,
    sender: enrolment.sender,
    course: {
      id: course.id,
      title: course.title,
      startDate: course.startDate,
      endDate: course.endDate,
      location: course.location,
    },
  };
}

/** Positions by status, in order of enrolment (ids). */
export function withPositions(enrolments: readonly Enrolment[]): Map<number, number | null> {
  const counters = new Map<EnrolmentStatus, number>();
  const positions = new Map<number, number | null>();
  for (const enrolment of [...enrolments].sort((a, b) => a.id - b.id)) {
    if (enrolment.status === EnrolmentStatus.cancelled) {
      positions.set(enrolment.id, null);
      continue;
    }
    const next = (counters.get(enrolment.status) ?? 0) + 1;
    counters.set(enrolment.status, next);
    positions.set(enrolment.id, next);
  }
  return positions;
}

/**
 * Frees the seat of a confirmed enrolment being cancelled: the first on the waiting list
 * (in order of enrolment) is confirmed and told. Runs under the course's lock.
 */
export async function promoteFirstWaiting(em: EntityManager, course: Project): Promise<void> {
  const confirmed = await em.count(Enrolment, {
    projectId: course.id,
    status: EnrolmentStatus.confirmed,
  });
  if (course.seats !== null && confirmed >= course.seats) return;
  const next = await em.findOne(
    Enrolment,
    { projectId: course.id, status: EnrolmentStatus.waitlisted },
    { orderBy: { id: 'asc' } },
  );
  if (!next) return;
  next.status = EnrolmentStatus.confirmed;
  enqueueMail(em, promotionMail(mailContext(next, course)), enrolmentMailSubject(next));
}

/** Cancels an enrolment under its course's lock; a freed seat goes to the waiting list. */
export async function cancelEnrolment(em: EntityManager, enrolment: Enrolment): Promise<void> {
  if (enrolment.status === EnrolmentStatus.cancelled) return;
  const course =
    enrolment.projectId === null
      ? null
      : await em.findOne(
          Project,
          { id: enrolment.projectId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
  // Read again under the lock: a cancellation running at the same moment has finished.
  await em.refresh(enrolment);
  if ((enrolment.status as EnrolmentStatus) === EnrolmentStatus.cancelled) return;
  const freed = enrolment.status === EnrolmentStatus.confirmed;
  enrolment.status = EnrolmentStatus.cancelled;
  enrolment.cancelledAt = new Date();
  await em.flush();
  if (freed && course) await promoteFirstWaiting(em, course);
  await em.flush();
}

export class EnrolmentService {
  constructor(private readonly scope: RequestScope) {}

  private get em(): EntityManager {
    return this.scope.em;
  }

  /** A course the caller may see (the public: published ones), locked in the transaction. */
  private async lockedCourse(em: EntityManager, rawId: unknown): Promise<Project> {
    const id = parseId(rawId);
    if (id === null) throw AppError.notFound(enrolmentMessages.courseNotFound);
    const course = await em.findOne(
      Project,
      { $and: [{ id }, this.scope.rowsFor('projects') as FilterQuery<Project>] },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!course) throw AppError.notFound(enrolmentMessages.courseNotFound);
    return course;
  }

  /**
   * A public enrolment: validated, counted against the sender's address (429 beyond the
   * limit), spam answered as a success with nothing stored; then under the course's lock:
   * a seat if one is left, else the next place in the waiting list, and its e-mail.
   */
  async enrol(rawCourseId: unknown, args: EnrolArgs, ip: string): Promise<EnrolmentReceipt> {
    await validateInput(args);
    await consumeRateLimit(
      this.em,
      `enrolment-ip:${ip}`,
      this.scope.config.rateLimits.enrolmentPerIp,
    );
    const spam = this.isSpam(args);
    const settings = await new SettingsService(this.scope).get();
    const committee = this.scope.services.hosts.byCommitteeId(this.scope.committeeId);
    return this.scope.transaction(async (em) => {
      const course = await this.lockedCourse(em, rawCourseId);
      if (course.bookingMode !== BookingMode.onsite || !course.seats) {
        throw AppError.validation(
          { course: enrolmentMessages.notOnsite },
          enrolmentMessages.notOnsite,
        );
      }
      const now = new Date();
      if (
        (course.enrolmentDeadline !== null && course.enrolmentDeadline <= now) ||
        course.startDate < romeToday(now)
      ) {
        throw AppError.validation({ course: enrolmentMessages.closed }, enrolmentMessages.closed);
      }
      const email = args.email.trim();
      const active = await em.find(Enrolment, {
        projectId: course.id,
        status: { $ne: EnrolmentStatus.cancelled },
      });
      if (active.some((other) => other.email.toLowerCase() === email.toLowerCase())) {
        throw new AppError('CONFLICT', enrolmentMessages.duplicate);
      }
      const confirmed = active.filter((other) => other.status === EnrolmentStatus.confirmed).length;
      const status =
        confirmed < course.seats ? EnrolmentStatus.confirmed : EnrolmentStatus.waitlisted;
      const position =
        status === EnrolmentStatus.confirmed ? confirmed + 1 : active.length - confirmed + 1;
      if (spam) return { status, position };
      const enrolment = Object.assign(new Enrolment(), {
        projectId: course.id,
        name: args.name.trim(),
        email,
        phone: args.phone?.trim() || null,
        status,
        token: randomBytes(24).toString('base64url'),
        siteOrigin: committeeOrigin(this.scope.config.publicUrl, committee),
        sender: senderOf(
          this.scope.config.mail,
          committee && { name: settings.shortName, primaryHost: committee.primaryHost },
        ),
        privacyConsentAt: now,
      });
      await em.persist(enrolment).flush();
      const context = mailContext(enrolment, course);
      enqueueMail(
        em,
        status === EnrolmentStatus.confirmed
          ? confirmationMail(context)
          : waitlistMail(context, position),
        enrolmentMailSubject(enrolment),
      );
      await em.flush();
      return { status, position };
    });
  }

  /** The honeypot filled in, or the form sent faster than a person can fill it in. */
  private isSpam(args: EnrolArgs): boolean {
    if (typeof args.website === 'string' && args.website.trim() !== '') return true;
    return (
      typeof args.fillTimeMs === 'number' && args.fillTimeMs < this.scope.config.contactMinFillMs
    );
  }

  /** A course's enrolments for the committee: confirmed, then waiting, then cancelled. */
  async list(rawCourseId: unknown): Promise<EnrolmentRow[]> {
    this.scope.authorize('enrolments', 'read');
    const course = await this.course(rawCourseId);
    const enrolments = await this.em.find(
      Enrolment,
      { projectId: course.id },
      { orderBy: { id: 'asc' } },
    );
    const positions = withPositions(enrolments);
    const order = [
      EnrolmentStatus.confirmed,
      EnrolmentStatus.waitlisted,
      EnrolmentStatus.cancelled,
    ];
    return enrolments
      .map((enrolment) => ({
        id: enrolment.id,
        name: enrolment.name,
        email: enrolment.email,
        phone: enrolment.phone,
        status: enrolment.status,
        position: positions.get(enrolment.id) ?? null,
        attended: enrolment.attended,
        createdAt: enrolment.createdAt,
        cancelledAt: enrolment.cancelledAt,
      }))
      .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status) || a.id - b.id);
  }

  private async course(rawCourseId: unknown): Promise<Project> {
    const id = parseId(rawCourseId);
    const course =
      id === null
        ? null
        : await this.em.findOne(Project, {
            $and: [{ id }, this.scope.rowsFor('projects') as FilterQuery<Project>],
          });
    if (!course) throw AppError.notFound(enrolmentMessages.courseNotFound);
    return course;
  }

  private async enrolmentOf(
    em: EntityManager,
    course: Project,
    rawId: unknown,
  ): Promise<Enrolment> {
    const id = parseId(rawId);
    const enrolment =
      id === null ? null : await em.findOne(Enrolment, { id, projectId: course.id });
    if (!enrolment) throw AppError.notFound(enrolmentMessages.enrolmentNotFound);
    return enrolment;
  }

  /** Cancelled by the committee: the seat goes to the first on the waiting list. */
  async cancel(rawCourseId: unknown, rawId: unknown): Promise<Enrolment> {
    const course = await this.course(rawCourseId);
    return this.scope.write({ resource: 'enrolments', log: 'Enrolment' }, 'update', async (em) => {
      const enrolment = await this.enrolmentOf(em, course, rawId);
      await cancelEnrolment(em, enrolment);
      return enrolment;
    });
  }

  /** Marks whether the person came. */
  async setAttendance(
    rawCourseId: unknown,
    rawId: unknown,
    args: AttendanceArgs,
  ): Promise<Enrolment> {
    await validateInput(args);
    const course = await this.course(rawCourseId);
    return this.scope.write({ resource: 'enrolments', log: 'Enrolment' }, 'update', async (em) => {
      const enrolment = await this.enrolmentOf(em, course, rawId);
      enrolment.attended = args.attended;
      return enrolment;
    });
  }

  /** The enrolment a cancellation link names, if it is still active. */
  async byToken(token: string): Promise<{ enrolment: Enrolment; course: Project | null } | null> {
    if (!/^[A-Za-z0-9_-]{10,100}$/.test(token)) return null;
    const enrolment = await this.em.findOne(Enrolment, { token });
    if (!enrolment) return null;
    const course =
      enrolment.projectId === null
        ? null
        : await this.em.findOne(Project, { id: enrolment.projectId });
    return { enrolment, course };
  }

  /** Cancelled by the person through their link; false when the link names nothing. */
  async cancelByToken(token: string): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{10,100}$/.test(token)) return false;
    return this.scope.transaction(async (em) => {
      const enrolment = await em.findOne(Enrolment, { token });
      if (!enrolment || enrolment.status === EnrolmentStatus.cancelled) return false;
      await cancelEnrolment(em, enrolment);
      return true;
    });
  }
}
