// REST adapter of enrolments, mounted at /api/projects/:projectId/enrolments (courses) and
// /api/events/:eventId/enrolments (events), one router per target: the public
// POST { name, email, phone, privacyConsent, fillTimeMs } -> 201 { status, position }
// (JSON only, at most BODY_RULES.publicJson); for administrators and editors GET (the
// list), GET /export.csv (UTF-8 with BOM, `;`), PUT /:id { attended } and DELETE /:id
// (cancelled by the committee, the seat going to the waiting list).
import { Router, type Response } from 'express';
import { csvDocument } from '../../domain/money.js';
import { scopeOf } from '../../domain/scope.js';
import { BODY_RULES, readBody, textField } from '../../platform/http/rest-bodies.js';
import { formatRomeDateTime } from '../mail/mail-content.js';
import {
  AttendanceArgs,
  EnrolArgs,
  enrolmentMessages,
  type EnrolmentRow,
} from './enrolment.args.js';
import { EnrolmentStatus } from './enrolment.entity.js';
import { EnrolmentService } from './enrolment.service.js';
import { courseTarget, type EnrolmentTarget } from './enrolment-target.js';

/** fillTimeMs as JSON gives it (a number, or digits as text); anything else is left to validation. */
function fillTime(fields: Record<string, unknown>): unknown {
  const value = fields.fillTimeMs;
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
}

function booleanField(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

function toRestEnrolment(row: EnrolmentRow): Record<string, unknown> {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    position: row.position,
    attended: row.attended,
    createdAt: row.createdAt,
    cancelledAt: row.cancelledAt,
  };
}

const STATUS_LABELS: Record<EnrolmentStatus, string> = {
  [EnrolmentStatus.confirmed]: 'Confermata',
  [EnrolmentStatus.waitlisted]: "In lista d'attesa",
  [EnrolmentStatus.cancelled]: 'Annullata',
};

export function enrolmentsCsv(rows: readonly EnrolmentRow[]): string {
  return csvDocument(
    ['Nome', 'E-mail', 'Telefono', 'Stato', 'Posizione', 'Presente', 'Iscritto il'],
    rows.map((row) => [
      row.name,
      row.email,
      row.phone ?? '',
      STATUS_LABELS[row.status],
      row.position === null ? '' : String(row.position),
      row.attended ? 'Sì' : 'No',
      formatRomeDateTime(row.createdAt),
    ]),
  );
}

/** The router of a course's (courseTarget) or an event's (eventTarget) enrolments. */
export function enrolmentsRoutes(target: EnrolmentTarget = courseTarget): Router {
  const router = Router({ mergeParams: true });
  const service = (res: Response): EnrolmentService => new EnrolmentService(scopeOf(res), target);
  const param = target.kind === 'course' ? 'projectId' : 'eventId';
  const courseId = (params: Record<string, string>) => params[param];

  router.post('/', async (req, res) => {
    const { fields } = await readBody(req, BODY_RULES.publicJson);
    const args = Object.assign(new EnrolArgs(), {
      name: textField(fields, 'name'),
      email: textField(fields, 'email'),
      phone: fields.phone === null ? null : textField(fields, 'phone'),
      privacyConsent: booleanField(fields.privacyConsent),
      website: fields.website ?? undefined,
      fillTimeMs: fillTime(fields),
    });
    const receipt = await service(res).enrol(
      courseId(req.params as Record<string, string>),
      args,
      scopeOf(res).ip,
    );
    res.status(201).json(receipt);
  });

  router.get('/', async (req, res) => {
    scopeOf(res).requireUser();
    const rows = await service(res).list(courseId(req.params as Record<string, string>));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(rows.map(toRestEnrolment));
  });

  router.get('/export.csv', async (req, res) => {
    scopeOf(res).requireUser();
    const id = courseId(req.params as Record<string, string>);
    const rows = await service(res).list(id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="iscrizioni-${target.words.file}-${String(id)}.csv"`,
    );
    res.send(enrolmentsCsv(rows));
  });

  router.put('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const { fields } = await readBody(req, BODY_RULES.json);
    const args = Object.assign(new AttendanceArgs(), { attended: booleanField(fields.attended) });
    const params = req.params as Record<string, string>;
    const enrolment = await service(res).setAttendance(courseId(params), params.id, args);
    res.json({ id: enrolment.id, _id: enrolment.id, attended: enrolment.attended });
  });

  router.delete('/:id', async (req, res) => {
    scopeOf(res).requireUser();
    const params = req.params as Record<string, string>;
    const enrolment = await service(res).cancel(courseId(params), params.id);
    res.json({
      message: enrolmentMessages.cancelled,
      id: enrolment.id,
      _id: enrolment.id,
      status: enrolment.status,
    });
  });

  return router;
}
