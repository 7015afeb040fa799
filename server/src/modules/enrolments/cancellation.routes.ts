// The personal cancellation link of an enrolment, at the site's root:
// GET /iscrizioni/annulla/{token} is a server-rendered page that names the course and asks
// to confirm (following the link alone, as a mail scanner does, changes nothing); its form
// POSTs to the same address, which cancels the enrolment and frees the seat (the first on
// the waiting list is confirmed and told). An unknown or used link answers 404 with a page.
// Also a published course's or event's own calendar entry, /progetti/{id}/calendario.ics
// and /eventi/{id}/calendario.ics, and the feed of the courses and events not yet ended,
// /calendario.ics.
import { Router, type Request, type Response } from 'express';
import type { ModuleDeps } from '../../domain/module.js';
import { scopeOf } from '../../domain/scope.js';
import { escapeHtml } from '../mail/mail-content.js';
import type { FilterQuery } from '@mikro-orm/core';
import { parseId } from '../../domain/ids.js';
import { AppError } from '../../errors.js';
import { SettingsService } from '../settings/settings.service.js';
import { calendarItem, itemCalendar, itemDates } from './enrolment-mail.js';
import {
  courseTarget,
  eventTarget,
  type EnrollableRecord,
  type EnrolmentTarget,
} from './enrolment-target.js';
import { upcomingCourses, upcomingEvents } from './calendar.resolver.js';
import { renderCalendar } from './ics.js';
import { EnrolmentStatus } from './enrolment.entity.js';
import { EnrolmentService } from './enrolment.service.js';

export const cancellationTexts = {
  title: "Annulla l'iscrizione",
  confirm: "Sì, annulla l'iscrizione",
  done: 'La tua iscrizione è stata annullata.',
  doneNote: 'Se un posto si è liberato, passa alla prima persona in lista d’attesa.',
  invalid: "Il link di annullamento non è valido oppure l'iscrizione è già stata annullata.",
  home: 'Torna al sito',
} as const;

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="it">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,Arial,sans-serif;color:#1a1a1a;line-height:1.5;margin:0;padding:1.5rem;}main{max-width:36rem;margin:0 auto;}h1{color:#b3000c;font-size:1.6rem;}button{font:inherit;font-weight:700;color:#fff;background:#cc0000;border:0;border-radius:.5rem;padding:.8rem 1.4rem;min-height:44px;cursor:pointer;}button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px;}a{color:#b3000c;}</style>',
    '</head>',
    '<body>',
    '<main>',
    body,
    '<p><a href="/">' + escapeHtml(cancellationTexts.home) + '</a></p>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Sends a page of the cancellation flow, never kept by a cache nor its address passed on:
 * its title as heading, then the given paragraphs (HTML).
 */
function send(res: Response, status: number, parts: readonly string[]): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  const heading = `<h1>${escapeHtml(cancellationTexts.title)}</h1>`;
  res.send(page(cancellationTexts.title, [heading, ...parts].join('\n')));
}

function invalid(res: Response): void {
  send(res, 404, [`<p>${escapeHtml(cancellationTexts.invalid)}</p>`]);
}

/** A request of a cancellation link. */
type TokenRequest = Request<{ token: string }>;

export function cancellationRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const service = (res: Response) => new EnrolmentService(scopeOf(res));

  router.get('/iscrizioni/annulla/:token', deps.visitorScope, async (req: TokenRequest, res) => {
    const found = await service(res).byToken(req.params.token);
    if (!found || found.enrolment.status === EnrolmentStatus.cancelled) {
      invalid(res);
      return;
    }
    const { enrolment, item } = found;
    const { messages } = enrolment.eventId !== null ? eventTarget : courseTarget;
    const question =
      enrolment.status === EnrolmentStatus.waitlisted ? messages.waitlisted : messages.question;
    const facts = item
      ? `<p><strong>${escapeHtml(item.title)}</strong><br>${escapeHtml(itemDates(item))}${
          item.location ? `<br>${escapeHtml(item.location)}` : ''
        }</p>`
      : '';
    send(res, 200, [
      facts,
      `<p>${escapeHtml(question)}</p>`,
      `<form method="post" action="/iscrizioni/annulla/${encodeURIComponent(req.params.token)}">`,
      `<button type="submit">${escapeHtml(cancellationTexts.confirm)}</button>`,
      '</form>',
    ]);
  });

  router.post('/iscrizioni/annulla/:token', deps.visitorScope, async (req: TokenRequest, res) => {
    if (!(await service(res).cancelByToken(req.params.token))) {
      invalid(res);
      return;
    }
    send(res, 200, [
      `<p role="status">${escapeHtml(cancellationTexts.done)}</p>`,
      `<p>${escapeHtml(cancellationTexts.doneNote)}</p>`,
    ]);
  });

  // The iCalendar feed phones subscribe to: the published courses and events not yet ended.
  router.get('/calendario.ics', deps.visitorScope, async (req, res) => {
    const scope = scopeOf(res);
    const [courses, events] = await Promise.all([upcomingCourses(scope), upcomingEvents(scope)]);
    const origin = deps.siteOrigin(req).origin;
    const settings = await new SettingsService(scope).get();
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Cache-Control', 'public, no-cache');
    res.send(
      renderCalendar(
        [
          ...courses.map((course) => courseTarget.describe(course)),
          ...events.map((event) => eventTarget.describe(event)),
        ].map((item) => calendarItem(item, origin)),
        { name: settings.name },
      ),
    );
  });

  // "Aggiungi al calendario": a published course or event as an iCalendar file of its own.
  const ownCalendar = (target: EnrolmentTarget) => async (req: Request, res: Response) => {
    const scope = scopeOf(res);
    const id = parseId(req.params.id);
    const record =
      id === null
        ? null
        : await scope.em.findOne(target.entity, {
            $and: [{ id }, scope.rowsFor(target.resource)],
          } as FilterQuery<EnrollableRecord>);
    if (!record) throw AppError.notFound(target.messages.notFound);
    const origin = deps.siteOrigin(req).origin;
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${target.words.file}-${record.id}.ics"`,
    );
    res.setHeader('Cache-Control', 'public, no-cache');
    res.send(itemCalendar(target.describe(record), origin));
  };
  router.get('/progetti/:id/calendario.ics', deps.visitorScope, ownCalendar(courseTarget));
  router.get('/eventi/:id/calendario.ics', deps.visitorScope, ownCalendar(eventTarget));

  return router;
}
