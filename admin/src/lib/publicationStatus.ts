// What a news item's or a course's publication looks like in the admin's lists: a draft
// ('Bozza', never public), scheduled ('Programmata', public from its date and time, Rome's
// clock) or published ('Pubblicata'). The words agree with the record: a news item is
// programmata/pubblicata, a course programmato/pubblicato.
import { formatLongDateTime } from './format';

export type PublicationState = 'draft' | 'scheduled' | 'published';

export interface PublicationStatus {
  state: PublicationState;
  label: string;
  /** When a scheduled record goes public, e.g. "12 dicembre 2026 alle ore 10:00". */
  when: string | null;
}

/** The record's words: the feminine of a news item (la notizia), the masculine of a course. */
export type Gender = 'feminine' | 'masculine';

const LABELS: Record<Gender, Record<Exclude<PublicationState, 'draft'>, string>> = {
  feminine: { scheduled: 'Programmata', published: 'Pubblicata' },
  masculine: { scheduled: 'Programmato', published: 'Pubblicato' },
};

export function publicationStatus(
  record: { status?: unknown; publishedAt?: unknown },
  gender: Gender,
  now: Date = new Date(),
): PublicationStatus {
  if (record.status === 'draft') return { state: 'draft', label: 'Bozza', when: null };
  const publishedAt =
    typeof record.publishedAt === 'string' && record.publishedAt !== ''
      ? new Date(record.publishedAt)
      : null;
  if (publishedAt && !Number.isNaN(publishedAt.getTime()) && publishedAt > now) {
    return {
      state: 'scheduled',
      label: LABELS[gender].scheduled,
      when: formatLongDateTime(record.publishedAt as string),
    };
  }
  return { state: 'published', label: LABELS[gender].published, when: null };
}
