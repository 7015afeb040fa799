// The e-mails of enrolments in a course or an event, rendered when they enter the outbox:
// the confirmation (with the calendar entry attached), the waiting-list notice with the
// position, the promotion when a seat frees up (with the calendar entry) and the reminder
// before the start. Each carries the person's cancellation link; its text is forgotten
// once sent.
import { escapeHtml, headerText, htmlPage, type RenderedMail } from '../mail/mail-content.js';
import type { MailSubject } from '../mail/outbox-message.entity.js';
import { targetByKind, type Enrollable } from './enrolment-target.js';
import { renderCalendar, type CalendarItem } from './ics.js';

/** The outbox's name of an enrolment: its messages are deleted with it. */
export const ENROLMENT_MAIL_SUBJECT = 'enrolment';

export function enrolmentMailSubject(enrolment: { id: number }): MailSubject {
  return { type: ENROLMENT_MAIL_SUBJECT, id: enrolment.id };
}

/** What the e-mails say of the course or event. */
export type EnrolledItem = Pick<Enrollable, 'kind' | 'id' | 'title' | 'start' | 'end' | 'location'>;

export interface EnrolmentMailContext {
  name: string;
  email: string;
  token: string;
  siteOrigin: string;
  sender: string | null;
  item: EnrolledItem;
}

/** The page on which the person confirms the cancellation. */
export function cancellationUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}/iscrizioni/annulla/${encodeURIComponent(token)}`;
}

/** The course's or event's page on the site. */
export function itemUrl(siteOrigin: string, item: Pick<EnrolledItem, 'kind' | 'id'>): string {
  return `${siteOrigin}${targetByKind(item.kind).pathOf(item.id)}`;
}

const romeDay = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const romeDate = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 10 febbraio 2027, or dal 10 febbraio 2027 al 12 febbraio 2027. */
export function courseDates(course: { startDate: string; endDate: string }): string {
  const day = (value: string) => romeDay.format(new Date(`${value}T00:00:00Z`));
  return course.startDate === course.endDate
    ? day(course.startDate)
    : `dal ${day(course.startDate)} al ${day(course.endDate)}`;
}

/** "del"/"dell'", "alle"… before a day: l'1, l'8, l'11 (Italian elision). */
const elided = (date: Date) =>
  ['1', '8', '11'].includes(
    new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: 'numeric' }).format(date),
  );

/**
 * An event's times in Rome: 10 febbraio 2027, dalle 18:30 alle 20:00; over several days,
 * dalle 18:30 del 10 febbraio 2027 alle 12:00 dell'11 febbraio 2027.
 */
export function eventTimes(startsAt: Date, endsAt: Date): string {
  const start = romeDate.format(startsAt);
  const end = romeDate.format(endsAt);
  if (start === end) {
    return `${start}, dalle ${romeTime.format(startsAt)} alle ${romeTime.format(endsAt)}`;
  }
  const of = (date: Date) => (elided(date) ? "dell'" : 'del ');
  return `dalle ${romeTime.format(startsAt)} ${of(startsAt)}${start} alle ${romeTime.format(endsAt)} ${of(endsAt)}${end}`;
}

/** A course's days or an event's times, as the e-mails and pages say them. */
export function itemDates(item: Pick<EnrolledItem, 'start' | 'end'>): string {
  return typeof item.start === 'string' || typeof item.end === 'string'
    ? courseDates({ startDate: String(item.start), endDate: String(item.end) })
    : eventTimes(item.start, item.end);
}

/** A course (whole days) or an event (Rome times) as an item of a calendar, its page as URL. */
export function calendarItem(item: EnrolledItem, siteOrigin: string): CalendarItem {
  return {
    uid: `${targetByKind(item.kind).uid}-${item.id}@${new URL(siteOrigin).host}`,
    summary: item.title,
    start: item.start,
    end: item.end,
    location: item.location,
    url: itemUrl(siteOrigin, item),
  };
}

/** The calendar entry (RFC 5545), as attached to the confirmation and the promotion. */
export function itemCalendar(item: EnrolledItem, siteOrigin: string): string {
  return renderCalendar([calendarItem(item, siteOrigin)]);
}

function calendarAttachment(context: EnrolmentMailContext) {
  return {
    filename: `${targetByKind(context.item.kind).words.file}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(itemCalendar(context.item, context.siteOrigin), 'utf8'),
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
  const words = targetByKind(context.item.kind).words;
  const page = itemUrl(context.siteOrigin, context.item);
  const facts: [string, string][] = [
    [words.label, context.item.title],
    [words.datesLabel, itemDates(context.item)],
    ...(context.item.location ? [['Luogo', context.item.location] as [string, string]] : []),
  ];
  const textBody = [
    `Gentile ${context.name},`,
    '',
    ...lines,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    `${words.page}: ${page}`,
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
      `<p><a href="${escapeHtml(page)}">${escapeHtml(words.page)}</a></p>`,
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
    `Iscrizione confermata: ${context.item.title}`,
    [
      'la tua iscrizione è confermata: il posto è tuo.',
      targetByKind(context.item.kind).words.attached,
    ],
    true,
  );
}

export function waitlistMail(context: EnrolmentMailContext, position: number): RenderedMail {
  return render(
    context,
    'enrolment-waitlisted',
    `Lista d'attesa: ${context.item.title}`,
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
    `Si è liberato un posto: ${context.item.title}`,
    [
      "si è liberato un posto: la tua iscrizione dalla lista d'attesa è ora confermata.",
      targetByKind(context.item.kind).words.attached,
    ],
    true,
  );
}

export function reminderMail(context: EnrolmentMailContext): RenderedMail {
  return render(
    context,
    'enrolment-reminder',
    `Promemoria: ${context.item.title}`,
    [targetByKind(context.item.kind).words.reminder],
    false,
  );
}
