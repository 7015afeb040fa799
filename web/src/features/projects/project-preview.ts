// The course of the back office's 'Anteprima' (lib/preview.ts): the course form's values
// as the course page shows a stored course, read defensively (they come from the browser's
// storage); the description is sanitised when rendered, as any course's.
import { BookingMode, ProjectCategory, type ProjectDetailFragment } from '../../gql/graphql';
import { previewChoice, previewImage, previewText } from '../../lib/preview';

export function previewProject(
  values: Record<string, unknown> | null,
  id: string,
): ProjectDetailFragment | null {
  if (!values) return null;
  const participants = Number(values.participants);
  return {
    id,
    title: previewText(values, 'title') || 'Senza titolo',
    description: previewText(values, 'description'),
    category: previewChoice(values, 'category', ProjectCategory, ProjectCategory.Other),
    image: previewImage(values),
    imageAlt: previewText(values, 'imageAlt') || null,
    startDate: previewText(values, 'startDate'),
    endDate: previewText(values, 'endDate'),
    location: previewText(values, 'location') || null,
    participants:
      values.participants != null && values.participants !== '' && Number.isFinite(participants)
        ? participants
        : null,
    calendlyId: previewText(values, 'calendlyId') || null,
    bookingMode: previewChoice(values, 'bookingMode', BookingMode, BookingMode.Calendly),
    bookingUrl: previewText(values, 'bookingUrl') || null,
    seats: Number(values.seats) > 0 ? Number(values.seats) : null,
    enrolmentDeadline: null,
  };
}
