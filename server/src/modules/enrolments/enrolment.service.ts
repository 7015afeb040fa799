// Business rules of enrolments in courses and events booked on the site (enrolment-target.ts
// describes either). An enrolment locks its course's or event's row (SELECT ... FOR
// UPDATE) in the request's transaction, so that enrolments and cancellations of one of
// them run one after the other: seats are never oversold and waiting-list positions never
// repeat, whatever the concurrency. A confirmed enrolment that is cancelled frees its seat
// for the first on the waiting list, confirmed at once and told by e-mail. Every e-mail
// enters the outbox in the same transaction.
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
import { SettingsService } from '../settings/settings.service.js';
import {
  AttendanceArgs,
  EnrolArgs,
  enrolmentMessages,
  type EnrolmentReceipt,
  type EnrolmentRow,
} from './enrolment.args.js';
import { Enrolment, EnrolmentStatus } from './enrolment.entity.js';
import {
  confirmationMail,
  enrolmentMailSubject,
  promotionMail,
  waitlistMail,
  type EnrolmentMailContext,
} from './enrolment-mail.js';
import {
  courseTarget,
  notStarted,
  targetOf,
  type Enrollable,
  type EnrollableRecord,
  type EnrolmentTarget,
} from './enrolment-target.js';

export function mailContext(enrolment: Enrolment, item: Enrollable): EnrolmentMailContext {
  return {
    name: enrolment.name,
    email: enrolment.email,
    token: enrolment.token,
    siteOrigin: enrolment.siteOrigin,
    sender: enrolment.sender,
    item: {
      kind: item.kind,
      id: item.id,
      title: item.title,
      start: item.start,
      end: item.end,
      location: item.location,
    },
  };
}

/** The enrolments of one course or event (its column set to its id). */
function enrolledIn(target: EnrolmentTarget, id: number): FilterQuery<Enrolment> {
  return { [target.column]: id } as FilterQuery<Enrolment>;
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
 * (in order of enrolment) is confirmed and told. Runs under the course's or event's lock.
 */
export async function promoteFirstWaiting(
  em: EntityManager,
  target: EnrolmentTarget,
  item: Enrollable,
): Promise<void> {
  const confirmed = await em.count(Enrolment, {
    $and: [enrolledIn(target, item.id), { status: EnrolmentStatus.confirmed }],
  });
  if (item.seats !== null && confirmed >= item.seats) return;
  const next = await em.findOne(
    Enrolment,
    { $and: [enrolledIn(target, item.id), { status: EnrolmentStatus.waitlisted }] },
    { orderBy: { id: 'asc' } },
  );
  if (!next) return;
  next.status = EnrolmentStatus.confirmed;
  enqueueMail(em, promotionMail(mailContext(next, item)), enrolmentMailSubject(next));
}

/** Cancels an enrolment under its course's or event's lock; a freed seat goes to the waiting list. */
export async function cancelEnrolment(em: EntityManager, enrolment: Enrolment): Promise<void> {
  if (enrolment.status === EnrolmentStatus.cancelled) return;
  const of = targetOf(enrolment);
  const record = of
    ? await em.findOne(of.target.entity, { id: of.id } as FilterQuery<EnrollableRecord>, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      })
    : null;
  // Read again under the lock: a cancellation running at the same moment has finished.
  await em.refresh(enrolment);
  if ((enrolment.status as EnrolmentStatus) === EnrolmentStatus.cancelled) return;
  const freed = enrolment.status === EnrolmentStatus.confirmed;
  enrolment.status = EnrolmentStatus.cancelled;
  enrolment.cancelledAt = new Date();
  await em.flush();
  if (freed && of && record) await promoteFirstWaiting(em, of.target, of.target.describe(record));
  await em.flush();
}

export class EnrolmentService {
  /** The enrolments of a course (courseTarget, the default) or of an event (eventTarget). */
  constructor(
    private readonly scope: RequestScope,
    private readonly target: EnrolmentTarget = courseTarget,
  ) {}

  private get em(): EntityManager {
    return this.scope.em;
  }

  /** The course or event the caller may see (the public: published ones), optionally locked. */
  private async record(
    em: EntityManager,
    rawId: unknown,
    lock: boolean,
  ): Promise<EnrollableRecord> {
    const id = parseId(rawId);
    const record =
      id === null
        ? null
        : await em.findOne(
            this.target.entity,
            {
              $and: [{ id }, this.scope.rowsFor(this.target.resource)],
            } as FilterQuery<EnrollableRecord>,
            lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
          );
    if (!record) throw AppError.notFound(this.target.messages.notFound);
    return record;
  }

  /**
   * A public enrolment: validated, counted against the sender's address (429 beyond the
   * limit), spam answered as a success with nothing stored; then under the course's or
   * event's lock: a seat if one is left, else the next place in the waiting list, and its
   * e-mail.
   */
  async enrol(rawId: unknown, args: EnrolArgs, ip: string): Promise<EnrolmentReceipt> {
    await validateInput(args);
    await consumeRateLimit(
      this.em,
      `enrolment-ip:${ip}`,
      this.scope.config.rateLimits.enrolmentPerIp,
    );
    const spam = this.isSpam(args);
    const settings = await new SettingsService(this.scope).get();
    const committee = this.scope.services.hosts.byCommitteeId(this.scope.committeeId);
    const { messages } = this.target;
    return this.scope.transaction(async (em) => {
      const item = this.target.describe(await this.record(em, rawId, true));
      if (item.bookingMode !== BookingMode.onsite || !item.seats) {
        throw AppError.validation({ [this.target.kind]: messages.notOnsite }, messages.notOnsite);
      }
      const now = new Date();
      if (
        (item.enrolmentDeadline !== null && item.enrolmentDeadline <= now) ||
        !notStarted(item, now)
      ) {
        throw AppError.validation({ [this.target.kind]: messages.closed }, messages.closed);
      }
      const email = args.email.trim();
      const active = await em.find(Enrolment, {
        $and: [enrolledIn(this.target, item.id), { status: { $ne: EnrolmentStatus.cancelled } }],
      });
      if (active.some((other) => other.email.toLowerCase() === email.toLowerCase())) {
        throw new AppError('CONFLICT', messages.duplicate);
      }
      const confirmed = active.filter((other) => other.status === EnrolmentStatus.confirmed).length;
      const status =
        confirmed < item.seats ? EnrolmentStatus.confirmed : EnrolmentStatus.waitlisted;
      const position =
        status === EnrolmentStatus.confirmed ? confirmed + 1 : active.length - confirmed + 1;
      if (spam) return { status, position };
      const enrolment = Object.assign(new Enrolment(), {
        [this.target.column]: item.id,
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
      const context = mailContext(enrolment, item);
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

  /** A course's or event's enrolments for the committee: confirmed, then waiting, then cancelled. */
  async list(rawId: unknown): Promise<EnrolmentRow[]> {
    this.scope.authorize('enrolments', 'read');
    const record = await this.record(this.em, rawId, false);
    const enrolments = await this.em.find(Enrolment, enrolledIn(this.target, record.id), {
      orderBy: { id: 'asc' },
    });
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

  private async enrolmentOf(
    em: EntityManager,
    record: EnrollableRecord,
    rawId: unknown,
  ): Promise<Enrolment> {
    const id = parseId(rawId);
    const enrolment =
      id === null
        ? null
        : await em.findOne(Enrolment, { $and: [{ id }, enrolledIn(this.target, record.id)] });
    if (!enrolment) throw AppError.notFound(enrolmentMessages.enrolmentNotFound);
    return enrolment;
  }

  /** Cancelled by the committee: the seat goes to the first on the waiting list. */
  async cancel(rawItemId: unknown, rawId: unknown): Promise<Enrolment> {
    const record = await this.record(this.em, rawItemId, false);
    return this.scope.write({ resource: 'enrolments', log: 'Enrolment' }, 'update', async (em) => {
      const enrolment = await this.enrolmentOf(em, record, rawId);
      await cancelEnrolment(em, enrolment);
      return enrolment;
    });
  }

  /** Marks whether the person came. */
  async setAttendance(
    rawItemId: unknown,
    rawId: unknown,
    args: AttendanceArgs,
  ): Promise<Enrolment> {
    await validateInput(args);
    const record = await this.record(this.em, rawItemId, false);
    return this.scope.write({ resource: 'enrolments', log: 'Enrolment' }, 'update', async (em) => {
      const enrolment = await this.enrolmentOf(em, record, rawId);
      enrolment.attended = args.attended;
      return enrolment;
    });
  }

  /** The enrolment a cancellation link names, and what it is in. */
  async byToken(token: string): Promise<{ enrolment: Enrolment; item: Enrollable | null } | null> {
    if (!/^[A-Za-z0-9_-]{10,100}$/.test(token)) return null;
    const enrolment = await this.em.findOne(Enrolment, { token });
    if (!enrolment) return null;
    const of = targetOf(enrolment);
    const record = of
      ? await this.em.findOne(of.target.entity, { id: of.id } as FilterQuery<EnrollableRecord>)
      : null;
    return { enrolment, item: of && record ? of.target.describe(record) : null };
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
