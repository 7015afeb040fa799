// The e-mails of enrolments, rendered when they enter the outbox: the confirmation (with
// the course's calendar entry attached), the waiting-list notice with the position, the
// promotion when a seat frees up (with the calendar entry) and the reminder before the
// start. Each carries the person's cancellation link; its text is forgotten once sent.
import { escapeHtml, headerText, htmlPage, type RenderedMail } from '../mail/mail-content.js';
import type { MailSubject } from '../mail/outbox-message.entity.js';
import { renderCalendar, type CalendarItem } from './ics.js';

/** The outbox's name of an enrolment: its messages are deleted with it. */
export const ENROLMENT_MAIL_SUBJECT = 'enrolment';

export function enrolmentMailSubject(enrolment: { id: number }): MailSubject {
  return { type: ENROLMENT_MAIL_SUBJECT, id: enrolment.id };
}

/** What the e-mails say of the course. */
export interface EnrolledCourse {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  location: string | null;
}

export interface EnrolmentMailContext {
  name: string;
  email: string;
  token: string;
  siteOrigin: string;
  sender: string | null;
  course: EnrolledCourse;
}

/** The page on which the person confirms the cancellation. */
export function cancellationUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}/iscrizioni/annulla/${encodeURIComponent(token)}`;
}

export function courseUrl(siteOrigin: string, course: { id: number }): string {
  return `${siteOrigin}/progetti/${course.id}`;
}

const romeDay = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** 10 febbraio 2027, or dal 10 febbraio 2027 al 12 febbraio 2027. */
export function courseDates(course: { startDate: string; endDate: string }): string {
  const day = (value: string) => romeDay.format(new Date(`${value}T00:00:00Z`));
  return course.startDate === course.endDate
    ? day(course.startDate)
    : `dal ${day(course.startDate)} al ${day(course.endDate)}`;
}

/** A course as an item of a calendar: whole days, its page as URL. */
export function courseCalendarItem(course: EnrolledCourse, siteOrigin: string): CalendarItem {
  return {
    uid: `project-${course.id}@${new URL(siteOrigin).host}`,
    summary: course.title,
    start: course.startDate,
    end: course.endDate,
    location: course.location,
    url: courseUrl(siteOrigin, course),
  };
}

/** The course's calendar entry (RFC 5545), as attached to the confirmation and the promotion. */
export function courseCalendar(course: EnrolledCourse, siteOrigin: string): string {
  return renderCalendar([courseCalendarItem(course, siteOrigin)]);
}

function calendarAttachment(context: EnrolmentMailContext) {
  return {
    filename: 'corso.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(courseCalendar(context.course, context.siteOrigin), 'utf8'),
  };
}

function render(
  context: EnrolmentMailContext,
  kind: string,
  subject: string,
  lines: string[],
  withCalendar: boolean,
): RenderedMail {
  const link = cancellationUrl(context.siteOrigin, context.token);
  const facts: [string, string][] = [
    ['Corso', context.course.title],
    ['Date', courseDates(context.course)],
    ...(context.course.location ? [['Luogo', context.course.location] as [string, string]] : []),
  ];
  const textBody = [
    `Gentile ${context.name},`,
    '',
    ...lines,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    `Pagina del corso: ${courseUrl(context.siteOrigin, context.course)}`,
    '',
    `Se non puoi più partecipare, annulla l'iscrizione da questo indirizzo: ${link}`,
    '',
  ].join('\n');
  const htmlBody = htmlPage(
    [
      `<p>Gentile ${escapeHtml(context.name)},</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      '<table cellpadding="4" style="border-collapse: collapse">',
      ...facts.map(
        ([label, value]) =>
          `<tr><th align="left" style="padding-right: 12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      `<p><a href="${escapeHtml(courseUrl(context.siteOrigin, context.course))}">Pagina del corso</a></p>`,
      `<p>Se non puoi più partecipare, <a href="${escapeHtml(link)}">annulla l'iscrizione</a>.</p>`,
    ].join('\n'),
  );
  return {
    kind,
    recipient: context.email,
    sender: context.sender,
    forgetWhenSent: true,
    replyTo: null,
    replyToName: null,
    subject: headerText(subject),
    textBody,
    htmlBody,
    attachments: withCalendar ? [calendarAttachment(context)] : [],
  };
}

export function confirmationMail(context: EnrolmentMailContext): RenderedMail {
  return render(
    context,
    'enrolment-confirmed',
    `Iscrizione confermata: ${context.course.title}`,
    [
      'la tua iscrizione è confermata: il posto è tuo.',
      'In allegato trovi il corso da aggiungere al tuo calendario.',
    ],
    true,
  );
}

export function waitlistMail(context: EnrolmentMailContext, position: number): RenderedMail {
  return render(
    context,
    'enrolment-waitlisted',
    `Lista d'attesa: ${context.course.title}`,
    [
      `i posti sono esauriti: sei in lista d'attesa, in posizione ${position}.`,
      'Se un posto si libera, la tua iscrizione sarà confermata automaticamente e ti scriveremo.',
    ],
    false,
  );
}

export function promotionMail(context: EnrolmentMailContext): RenderedMail {
  return render(
    context,
    'enrolment-promoted',
    `Si è liberato un posto: ${context.course.title}`,
    [
      "si è liberato un posto: la tua iscrizione dalla lista d'attesa è ora confermata.",
      'In allegato trovi il corso da aggiungere al tuo calendario.',
    ],
    true,
  );
}

export function reminderMail(context: EnrolmentMailContext): RenderedMail {
  return render(
    context,
    'enrolment-reminder',
    `Promemoria: ${context.course.title}`,
    ['ti ricordiamo che il corso a cui sei iscritto inizia tra poco.'],
    false,
  );
}
